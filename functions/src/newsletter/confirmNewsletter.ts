import { adminApp } from '../shared/adminApp';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { subscriptionConfirmOutcome, type SubscriptionConfirmOutcome } from '@cvc/domain';
import { SECURITY_HEADERS } from '@cvc/web';
import { mailLanguage } from '../mail/layout';
import { suppressionRef } from '../mail/suppressions';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import { checkConfirmLink } from './confirmLink';
import { confirmPage, type ConfirmPageKind } from './confirmPage';
import { subscriberRef } from './requestSubscription';

const ANSWERED_METHODS = ['GET', 'HEAD', 'POST'];

/** Confirms the address's pending request in one transaction (a second POST finds it confirmed). */
export async function confirmSubscription(
  db: Firestore,
  email: string,
  now = new Date(),
): Promise<SubscriptionConfirmOutcome> {
  const ref = subscriberRef(db, email);
  const suppression = suppressionRef(db, email);
  return db.runTransaction(async (tx) => {
    const [stored, suppressed] = await Promise.all([tx.get(ref), tx.get(suppression)]);
    const outcome = subscriptionConfirmOutcome(
      stored.exists ? { status: stored.get('status') } : null,
      suppressed.exists,
    );
    if (outcome === 'CONFIRMED') {
      tx.update(ref, {
        status: 'confirmed',
        confirmed_at: Timestamp.fromDate(now),
        // A subscriber stays until they unsubscribe or an admin erases them: no TTL.
        [EXPIRE_AT_FIELD]: FieldValue.delete(),
      });
    }
    return outcome;
  });
}

const PAGE_OF: Record<SubscriptionConfirmOutcome, ConfirmPageKind> = {
  CONFIRMED: 'done',
  ALREADY_CONFIRMED: 'already',
  NOT_PENDING: 'notPending',
};

/**
 * /api/newsletter/confirm?e=<address>&x=<expiry>&s=<signature>&l=<language>, the link of the double opt-in's
 * mail. A GET (a person, or a mail scanner following links) shows a button and changes nothing; its POST
 * confirms. A link whose signature does not match its address and expiry is refused; an expired one confirms
 * nothing.
 */
export const confirmNewsletter = onRequest(
  { ...PUBLIC_HTTP_OPTIONS, secrets: [UNSUBSCRIBE_SECRET] },
  async (req, res) => {
    res.set(SECURITY_HEADERS).set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex');
    const language = mailLanguage(req.query.l);
    const answer = (status: number, kind: ConfirmPageKind, email?: string) => {
      res
        .status(status)
        .type('html')
        .send(confirmPage(kind, language, email));
    };
    if (!ANSWERED_METHODS.includes(req.method)) {
      res.status(405).set('Allow', ANSWERED_METHODS.join(', ')).send('Method not allowed');
      return;
    }
    const email = typeof req.query.e === 'string' ? req.query.e.trim() : '';
    const expiry = typeof req.query.x === 'string' ? req.query.x : '';
    const signature = typeof req.query.s === 'string' ? req.query.s : '';
    if (!email || email.length > 320 || !/^\d{1,16}$/.test(expiry) || !signature) {
      return answer(400, 'incomplete');
    }
    const now = new Date();
    const check = checkConfirmLink(
      { email, expiresAt: Number(expiry), signature },
      UNSUBSCRIBE_SECRET.value(),
      now,
    );
    if (check === 'INVALID') return answer(403, 'invalid');
    if (check === 'EXPIRED') return answer(410, 'expired');
    if (req.method !== 'POST') return answer(200, 'confirm', email);
    try {
      const outcome = await confirmSubscription(getFirestore(adminApp()), email, now);
      answer(outcome === 'NOT_PENDING' ? 409 : 200, PAGE_OF[outcome], email);
    } catch (error) {
      logger.error('confirmNewsletter: not recorded', error);
      answer(503, 'failed');
    }
  },
);
