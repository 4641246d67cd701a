import { adminApp } from '../shared/adminApp';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COLLECTIONS, NEWSLETTER_REQUEST_ERRORS as ERRORS, newsletterRequestSchema } from '@cvc/domain';
import { type AppCheckOptions, requireAppCheck } from '../shared/appCheck';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { mailCeilings } from '../mail/ceilingParams';
import { decideForClient } from '../mail/clientCeiling';
import { clientAddress, clientBucket, secondsToNextHour } from '../mail/mailGate';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { requestSubscription } from './requestSubscription';

/** What the handler depends on, injectable so tests choose the ceiling and App Check. */
export interface SubscribeDeps {
  db?: () => Firestore;
  clientHourlyMax?: () => number;
  secret?: () => string;
  appCheck?: AppCheckOptions;
}

/**
 * POST /api/newsletter/subscribe { email, language, page, notice_version }: the footer's form. The client is
 * counted against its hourly ceiling (README "Abuse ceilings"), then the double opt-in starts as for a form's
 * marketing box. The answer is the same whether a mail went out or not (already subscribed, asked today,
 * unsubscribed), so the form tells nobody what an address is.
 */
export function subscribeHandler(deps: SubscribeDeps = {}) {
  const {
    db = () => getFirestore(adminApp()),
    clientHourlyMax = () => mailCeilings().clientHourlyMax,
    secret = () => UNSUBSCRIBE_SECRET.value(),
    appCheck,
  } = deps;
  return async (req: Request, res: Response): Promise<void> => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.status(405).set('Allow', 'POST').json({ error: ERRORS.method });
      return;
    }
    if (!(await requireAppCheck(req, res, appCheck))) return;
    const parsed = newsletterRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: ERRORS.invalid });
      return;
    }
    const firestore = db();
    const now = new Date();
    const mailId = `newsletter-${firestore.collection(COLLECTIONS.mail).doc().id}`;
    try {
      const decision = await decideForClient(firestore, mailId, {
        bucket: clientBucket(clientAddress(req.headers, req.socket?.remoteAddress)),
        max: clientHourlyMax(),
        secret: secret(),
        now,
      });
      if (decision === 'CLIENT_CEILING') {
        res
          .status(429)
          .set('Retry-After', String(secondsToNextHour(now)))
          .json({ error: ERRORS.ceiling });
        return;
      }
      const { email, language, page, notice_version } = parsed.data;
      await requestSubscription(
        firestore,
        { email, language, source: `footer:${page}`, notice_version, mailId, gate: decision },
        now,
      );
      res.json({ state: 'requested' });
    } catch (error) {
      logger.error('subscribeNewsletter failed', error);
      res.status(500).json({ error: ERRORS.failed });
    }
  };
}

export const subscribeNewsletter = onRequest(
  { ...PUBLIC_HTTP_OPTIONS, secrets: [UNSUBSCRIBE_SECRET] },
  subscribeHandler(),
);
