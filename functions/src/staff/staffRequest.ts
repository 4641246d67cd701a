import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  STAFF_MESSAGES as MSG,
  secondFactorOf,
  staffInviteRequestSchema,
  staffRemoveRequestSchema,
  staffUpdateRequestSchema,
  type z,
} from '@cvc/domain';

// Request checks shared by the staff callables: their inputs parsed by the domain's schemas. Pure (no Admin SDK),
// so they are unit-tested directly; the callables themselves are tested through the functions emulator.

/**
 * The first, free check of a staff caller: signed in, and with a second factor. A token from the password alone
 * is refused like one without a staff record, so a stolen password opens no callable. Returns the caller's uid.
 */
export function requireSecondFactor(auth: CallableRequest['auth']): string {
  if (!auth) throw new HttpsError('unauthenticated', MSG.unauthenticated);
  if (!secondFactorOf(auth.token)) throw new HttpsError('permission-denied', MSG.secondFactorRequired);
  return auth.uid;
}

/**
 * The first, free check of an admin caller: the ID token carries role admin and a second factor. Returns the
 * caller's uid; otherwise throws the error the UI shows. The claim alone is not enough (requireAdmin in
 * staffCaller.ts checks the rest).
 */
export function requireAdminClaim(auth: CallableRequest['auth']): string {
  const uid = requireSecondFactor(auth);
  if (auth?.token.role !== 'admin') throw new HttpsError('permission-denied', MSG.notAdmin);
  return uid;
}

/**
 * Whether a token signed in at `authTime` (seconds, the token's auth_time) predates a revocation of the
 * account's sessions (`tokensValidAfterTime`, a UTC date string): the test firebase-admin's
 * verifyIdToken(checkRevoked) makes. A token without a usable auth_time counts as revoked.
 */
export function isSessionRevoked(authTime: unknown, tokensValidAfterTime: string | undefined): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return true;
  if (!tokensValidAfterTime) return false;
  return authTime * 1000 < Date.parse(tokensValidAfterTime);
}

/** The request as `schema` reads it, or the callable's refusal worded by its first issue. */
function parsed<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? MSG.invalidRequest);
}

export const parseInvite = (data: unknown) => parsed(staffInviteRequestSchema, data);
export const parseUpdate = (data: unknown) => parsed(staffUpdateRequestSchema, data);
export const parseRemove = (data: unknown) => parsed(staffRemoveRequestSchema, data);

/**
 * Checked inside the transaction of a change to member `targetUid`, against the admins read in it: the change
 * may not leave the team without an admin, and the caller must still be one (another admin may have removed
 * or demoted them a moment ago). Two admins removing each other at once: the second to commit sees one admin.
 */
export function checkAdminsKept(
  change: { callerUid: string; targetUid: string; wasAdmin: boolean; staysAdmin: boolean },
  adminUids: readonly string[],
): void {
  const others = adminUids.filter((uid) => uid !== change.targetUid);
  if (change.wasAdmin && !change.staysAdmin && others.length === 0) {
    throw new HttpsError('failed-precondition', MSG.lastAdmin);
  }
  if (!adminUids.includes(change.callerUid)) throw new HttpsError('permission-denied', MSG.notAdmin);
}
