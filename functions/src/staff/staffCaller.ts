import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { UserRecord } from 'firebase-admin/auth';
import {
  FACTOR_MESSAGES,
  STAFF_MESSAGES as MSG,
  SESSIONS_VALID_AFTER_FIELD,
  approvedSecondStep,
  sessionPredatesReset,
  type PermissionKey,
} from '@cvc/domain';
import { isSessionRevoked, requireAdminClaim, requireSecondFactor } from './staffRequest';
import { authErrorCode } from '../shared/errorCodes';
import { staffFirebase } from './staffFirebase';

/**
 * Returns the uid of a caller who is an admin right now, not merely when their ID token was minted: the token
 * has role admin and a second factor, the Auth account is enabled and its sessions were not revoked (nor its
 * factors reset) since this token's sign-in, and `admin_users/{uid}` still says admin. A removed or demoted
 * admin's token (valid for up to an hour) is refused here. Costs one Auth lookup and one document read, in
 * parallel.
 */
export async function requireAdmin(auth: CallableRequest['auth']): Promise<string> {
  const { uid, record } = await requireCurrentStaff(auth, requireAdminClaim);
  if (record.get('role') !== 'admin') throw new HttpsError('permission-denied', MSG.notAdmin);
  return uid;
}

/** Any member of the team right now, signed in with an approved second factor: their record exists. */
export async function requireStaffMember(auth: CallableRequest['auth']): Promise<string> {
  const { uid, record } = await requireCurrentStaff(auth, requireSecondFactor);
  if (!record.exists) throw new HttpsError('permission-denied', MSG.notFound);
  return uid;
}

/**
 * A member of the team right now, signed in with a second factor the server may not have approved yet: the
 * one caller that may hold such a token is the confirmation of that factor by a mailed code. Returns the
 * caller's Auth account too, whose factors the confirmation compares with the token's.
 */
export async function requireMemberConfirmingFactor(auth: CallableRequest['auth']) {
  const found = await requireCurrentStaff(auth, requireSecondFactor, { approvedFactor: false });
  if (!found.record.exists) throw new HttpsError('permission-denied', MSG.notFound);
  return found;
}

/** A member of the team right now, with a second factor, whose record grants `key` (admins hold every key). */
export async function requireStaffKey(
  auth: CallableRequest['auth'],
  key: PermissionKey,
  deniedMessage: string,
): Promise<string> {
  const { uid, record } = await requireCurrentStaff(auth, requireSecondFactor);
  const permissions = (record.get('permissions') ?? {}) as Record<string, unknown>;
  if (!record.exists || (record.get('role') !== 'admin' && permissions[key] !== true)) {
    throw new HttpsError('permission-denied', deniedMessage);
  }
  return uid;
}

async function requireCurrentStaff(
  auth: CallableRequest['auth'],
  claimCheck: (auth: CallableRequest['auth']) => string,
  { approvedFactor = true }: { approvedFactor?: boolean } = {},
) {
  const uid = claimCheck(auth);
  const { auth: adminAuth, staffDoc } = staffFirebase();
  const [user, record] = await Promise.all([
    adminAuth.getUser(uid).catch((error: unknown): UserRecord | null => {
      if (authErrorCode(error) === 'auth/user-not-found') return null;
      throw error;
    }),
    staffDoc(uid).get(),
  ]);
  if (
    !user ||
    user.disabled ||
    isSessionRevoked(auth?.token.auth_time, user.tokensValidAfterTime) ||
    sessionPredatesReset(auth?.token.auth_time, record.get(SESSIONS_VALID_AFTER_FIELD))
  ) {
    throw new HttpsError('unauthenticated', MSG.sessionEnded);
  }
  // A factor the member never confirmed by mail (a thief's phone, enrolled with a stolen password) counts
  // for nothing, whatever the token says.
  if (approvedFactor && record.exists && !approvedSecondStep(auth?.token, record.data())) {
    throw new HttpsError('permission-denied', FACTOR_MESSAGES.notApproved);
  }
  return { uid, record, user };
}
