import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { FACTOR_CODE, STAFF_FACTOR_CODES_COLLECTION } from '@cvc/domain';

// The code mailed to a member to confirm a factor just enrolled: the proof beyond the password. One pending
// code per member (`staff_factor_codes/{uid}`, closed to clients), bound to the factor it confirms, kept only
// as a hash, with a lifetime, a number of tries and a number of mails an hour. The decisions are pure and
// tested directly; the transactions around them make two tries at once count as two.

const HOUR_MS = 60 * 60 * 1000;

export type PendingCode = {
  factor_id?: string;
  hash?: string | null;
  expires_at?: Timestamp;
  attempts?: number;
  /** When each of the last hour's codes was sent (ms), for the hourly limit. */
  sent_at?: number[];
};

export function newFactorCode(): string {
  return String(randomInt(0, 10 ** FACTOR_CODE.digits)).padStart(FACTOR_CODE.digits, '0');
}

/** Salted with the member's uid, so one table of six-digit hashes fits no two members. */
export function codeHash(uid: string, code: string): string {
  return createHash('sha256').update(`${uid}:${code}`).digest('hex');
}

/** The sends of the last hour, and whether one more is allowed. */
export function sendsInHour(
  pending: PendingCode | undefined,
  now: number,
): { recent: number[]; allowed: boolean } {
  const recent = (pending?.sent_at ?? []).filter((at) => now - at < HOUR_MS);
  return { recent, allowed: recent.length < FACTOR_CODE.perHour };
}

export type CodeCheck = 'right' | 'wrong' | 'expired';

/** A code is right once, for its factor, before it expires and while tries remain. */
export function checkCode(
  pending: PendingCode | undefined,
  uid: string,
  factorId: string,
  code: string,
  now: number,
): CodeCheck {
  if (!pending?.hash || pending.factor_id !== factorId) return 'expired';
  if ((pending.expires_at?.toMillis() ?? 0) <= now) return 'expired';
  if ((pending.attempts ?? 0) >= FACTOR_CODE.attempts) return 'expired';
  const expected = Buffer.from(pending.hash, 'hex');
  const given = Buffer.from(codeHash(uid, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'right' : 'wrong';
}

function pendingRef(db: Firestore, uid: string) {
  return db.collection(STAFF_FACTOR_CODES_COLLECTION).doc(uid);
}

/**
 * A new code for `factorId`, replacing any earlier one; null when the member had their hour's codes. The
 * caller mails it.
 */
export async function issueFactorCode(
  db: Firestore,
  uid: string,
  factorId: string,
  now: number,
): Promise<string | null> {
  const ref = pendingRef(db, uid);
  return db.runTransaction(async (transaction) => {
    const pending = (await transaction.get(ref)).data() as PendingCode | undefined;
    const { recent, allowed } = sendsInHour(pending, now);
    if (!allowed) return null;
    const code = newFactorCode();
    transaction.set(ref, {
      factor_id: factorId,
      hash: codeHash(uid, code),
      expires_at: Timestamp.fromMillis(now + FACTOR_CODE.validMinutes * 60_000),
      attempts: 0,
      sent_at: [...recent, now],
    });
    return code;
  });
}

/** Checks a typed code; a wrong one uses up a try, a right one is spent (it confirms once). */
export async function redeemFactorCode(
  db: Firestore,
  uid: string,
  factorId: string,
  code: string,
  now: number,
): Promise<CodeCheck> {
  const ref = pendingRef(db, uid);
  return db.runTransaction(async (transaction) => {
    const pending = (await transaction.get(ref)).data() as PendingCode | undefined;
    const result = checkCode(pending, uid, factorId, code, now);
    if (result === 'wrong') transaction.update(ref, { attempts: (pending?.attempts ?? 0) + 1 });
    if (result === 'right') transaction.update(ref, { hash: null });
    return result;
  });
}
