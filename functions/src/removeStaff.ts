import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG } from '@cvc/domain';
import { parseRemove, requireAdmin } from './staffRequest';
import { appCheckCallableOptions } from './appCheck';
import { authErrorCode, staffFirebase } from './staffFirebase';

/**
 * Removes a member's access: deletes the record (the trigger clears the claims), disables the Auth account so
 * the password stops working, and revokes refresh tokens so open sessions end. The account is kept, not
 * deleted, so a later invite of the same email re-enables it.
 */
export const removeStaff = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<{ uid: string }> => {
    const callerUid = requireAdmin(request.auth);
    const { uid } = parseRemove(request.data);
    if (uid === callerUid) throw new HttpsError('failed-precondition', MSG.removeSelf);

    const { auth, staffDoc } = staffFirebase();
    const doc = staffDoc(uid);
    if (!(await doc.get()).exists) throw new HttpsError('not-found', MSG.notFound);
    await doc.delete();
    try {
      await auth.updateUser(uid, { disabled: true });
      await auth.revokeRefreshTokens(uid);
    } catch (error) {
      // A record whose account was deleted by hand: removing the record was all there was to do.
      if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    }
    return { uid };
  },
);
