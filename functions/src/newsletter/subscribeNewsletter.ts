import { adminApp } from '../shared/adminApp';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COLLECTIONS, NEWSLETTER_REQUEST_ERRORS as ERRORS, newsletterRequestSchema } from '@cvc/domain';
import { SECURITY_HEADERS } from '@cvc/web';
import { type AppCheckOptions, requireAppCheck } from '../shared/appCheck';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import type { BlockList } from 'node:net';
import { mailCeilings, mailTrustedProxies } from '../mail/ceilingParams';
import { decideForClient } from '../mail/clientCeiling';
import { requestClientBucket, secondsToNextHour } from '../mail/mailGate';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { mailLanguage } from '../mail/layout';
import { requestSubscription } from './requestSubscription';
import { subscribePage, type SubscribePageKind } from './subscribePage';

/** What the handler depends on, injectable so tests choose the ceiling and App Check. */
export interface SubscribeDeps {
  db?: () => Firestore;
  clientHourlyMax?: () => number;
  secret?: () => string;
  trustedProxies?: () => BlockList;
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
    trustedProxies = mailTrustedProxies,
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
    // A form sent before the page's script ran posts itself: it gets a page, the script's fetch gets JSON.
    const asPage = Boolean(req.is('application/x-www-form-urlencoded'));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const answer = (status: number, kind: SubscribePageKind, json: Record<string, string>) => {
      if (!asPage) {
        res.status(status).json(json);
        return;
      }
      const page = parsed.success ? parsed.data.page : '/';
      res
        .status(status)
        .set(SECURITY_HEADERS)
        .set('X-Robots-Tag', 'noindex')
        .type('html')
        .send(subscribePage(kind, mailLanguage(body.language), page));
    };
    if (!parsed.success) return answer(400, 'invalid', { error: ERRORS.invalid });
    const firestore = db();
    const now = new Date();
    const mailId = `newsletter-${firestore.collection(COLLECTIONS.mail).doc().id}`;
    try {
      const decision = await decideForClient(firestore, mailId, {
        bucket: requestClientBucket(req, trustedProxies()),
        max: clientHourlyMax(),
        secret: secret(),
        now,
      });
      if (decision === 'CLIENT_CEILING') {
        res.set('Retry-After', String(secondsToNextHour(now)));
        return answer(429, 'tooMany', { error: ERRORS.ceiling });
      }
      const { email, language, page, notice_version } = parsed.data;
      await requestSubscription(
        firestore,
        { email, language, source: `footer:${page}`, notice_version, mailId, gate: decision },
        now,
      );
      answer(200, 'requested', { state: 'requested' });
    } catch (error) {
      logger.error('subscribeNewsletter failed', error);
      answer(500, 'failed', { error: ERRORS.failed });
    }
  };
}

export const subscribeNewsletter = onRequest(
  { ...PUBLIC_HTTP_OPTIONS, secrets: [UNSUBSCRIBE_SECRET] },
  subscribeHandler(),
);
