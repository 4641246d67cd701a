import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  COLLECTIONS,
  NEWSLETTER_CONFIRM_LINK_MS,
  NEWSLETTER_PENDING_TTL_MS,
  subscriptionRequestOutcome,
  type Language,
  type SubscriptionRequestOutcome,
} from '@cvc/domain';
import type { ClientDecision } from '../mail/mailGate';
import { queueVisitorMail } from '../mail/visitorMail';
import { suppressionRef } from '../mail/suppressions';
import { normalizedAddress, suppressionId } from '../mail/unsubscribeLink';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { originEnv } from '../shared/params';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import { siteOrigin } from '../shared/siteOrigin';
import { confirmUrl } from './confirmLink';
import { newsletterConfirmation } from './confirmationMail';

/** What a form's ticked marketing box asks for. */
export interface SubscriptionRequest {
  email: string;
  /** The form's name field, for the greeting. */
  name?: string | null;
  language: Language;
  /** `leads:<form source>` or `event_rsvp`. */
  source: string;
  notice_version: string | null;
  /** The confirmation's mail id: the form's own answer's, as its companion (mailGate.companionMailId). */
  mailId: string;
  /**
   * The abuse ceilings' say, as for the form's answer: held for that form's release, or the decision of a
   * function that counted the client itself (the report download).
   */
  gate: { releasedWith: string } | ClientDecision;
}

export function subscriberRef(db: Firestore, email: string) {
  return db.collection(COLLECTIONS.newsletterSubscribers).doc(suppressionId(email));
}

/**
 * Starts the double opt-in for a form's ticked marketing box: the address's document becomes pending and a
 * confirmation mail is queued, unless the address is suppressed, already subscribed or got a confirmation in the
 * last day. The decision and its stamp are one transaction, so two forms at once send one mail. The caller
 * declares UNSUBSCRIBE_SECRET (the links are signed with it).
 */
export async function requestSubscription(
  db: Firestore,
  request: SubscriptionRequest,
  now = new Date(),
): Promise<SubscriptionRequestOutcome> {
  const email = normalizedAddress(request.email);
  const { mailId } = request;
  const ref = subscriberRef(db, email);
  const suppression = suppressionRef(db, email);
  const outcome = await db.runTransaction(async (tx) => {
    const [stored, suppressed] = await Promise.all([tx.get(ref), tx.get(suppression)]);
    // The same form's trigger delivered again: its mail is the one already decided, queued at most once.
    if (stored.get('confirmation_mail_id') === mailId && stored.get('status') === 'pending') {
      return 'SEND_CONFIRMATION' as const;
    }
    const decided = subscriptionRequestOutcome(
      stored.exists
        ? {
            status: stored.get('status'),
            confirmation_sent_at: (stored.get('confirmation_sent_at') as Timestamp | null)?.toDate() ?? null,
          }
        : null,
      suppressed.exists,
      now,
    );
    if (decided !== 'SEND_CONFIRMATION') return decided;
    const at = Timestamp.fromDate(now);
    tx.set(ref, {
      email,
      status: 'pending',
      language: request.language,
      source: request.source,
      notice_version: request.notice_version,
      requested_at: at,
      confirmation_sent_at: at,
      confirmation_mail_id: mailId,
      confirmed_at: null,
      [EXPIRE_AT_FIELD]: Timestamp.fromMillis(now.getTime() + NEWSLETTER_PENDING_TTL_MS),
    });
    return decided;
  });
  if (outcome !== 'SEND_CONFIRMATION') {
    logger.info('newsletter: no confirmation sent', { outcome, mailId });
    return outcome;
  }
  const origin = siteOrigin({}, originEnv());
  const expiresAt = now.getTime() + NEWSLETTER_CONFIRM_LINK_MS;
  await queueVisitorMail(db, mailId, {
    to: email,
    language: request.language,
    origin,
    compose: (unsubscribeUrl) =>
      newsletterConfirmation(
        { email, name: request.name },
        request.language,
        confirmUrl(origin, email, expiresAt, request.language, UNSUBSCRIBE_SECRET.value()),
        unsubscribeUrl,
      ),
    gate: request.gate,
  });
  return outcome;
}
