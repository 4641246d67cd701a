import { Timestamp } from 'firebase/firestore';

/** The field Firestore's TTL policies delete personal records by (set by the functions, never by the console). */
export const EXPIRE_AT_FIELD = 'expire_at';

/**
 * Whether a record is past its `expire_at`. TTL deletes such a document only within about a day, so lists and
 * exports skip it meanwhile; a record without the field (stored before it existed) is kept.
 */
export function isExpired(expireAt: unknown, now: number = Date.now()): boolean {
  const millis =
    expireAt instanceof Timestamp ? expireAt.toMillis() : expireAt instanceof Date ? expireAt.getTime() : NaN;
  return Number.isFinite(millis) && millis < now;
}
