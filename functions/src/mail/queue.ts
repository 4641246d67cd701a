import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { retentionParams } from '../shared/params';
import { isAlreadyExists } from '../shared/errorCodes';
import { EXPIRE_AT_FIELD, mailExpiry } from '../shared/retention';
import type { MailRequest } from './mailDocument';

/**
 * A form older than this when its trigger runs came from the seed or an import, not from a visitor now, so
 * nothing is sent for it: `npm start` must not flood the inbox with the seed's leads and sign-ups.
 */
export const MAIL_TRIGGER_MAX_AGE_MS = 10 * 60 * 1000;

/** Whether a form stamped `createdAt` (a Firestore Timestamp, as stored) is recent enough to answer. */
export function isRecent(createdAt: unknown, now: Date = new Date()): boolean {
  const millis =
    typeof createdAt === 'object' && createdAt !== null && 'toMillis' in createdAt
      ? (createdAt as { toMillis: () => number }).toMillis()
      : NaN;
  return Number.isFinite(millis) && now.getTime() - millis <= MAIL_TRIGGER_MAX_AGE_MS;
}

/** What `mail/{id}` holds when queued: the request, any extra fields (a visitor mail's gate), its expiry. */
export function mailDocument(request: MailRequest, fields: Record<string, unknown> = {}) {
  const expireAt = Timestamp.fromDate(mailExpiry(new Date(), retentionParams()));
  return { ...request, ...fields, [EXPIRE_AT_FIELD]: expireAt };
}

/**
 * Writes `mail/{id}` for the sendMail function to deliver. Triggers run at least once, so the id is derived
 * from what is announced (the lead, the sign-up): a retry finds the document there and sends nothing twice.
 * Returns whether this call queued it. The copy holds a whole message to someone, so it gets `expire_at`:
 * Firestore TTL deletes it after RETENTION_MAIL_DAYS (at most 90).
 */
export async function queueMail(
  db: Firestore,
  id: string,
  request: MailRequest,
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.mail).doc(id).create(mailDocument(request, fields));
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
