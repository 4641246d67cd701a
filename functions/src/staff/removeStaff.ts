import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG, UPDATED_BY_FIELD } from '@cvc/domain';
import { checkAdminsKept, parseRemove } from './staffRequest';
import { requireAdmin } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { authErrorCode } from '../shared/errorCodes';
import { staffFirebase } from './staffFirebase';

/**
 * Removes a member's access: deletes the record (the trigger clears the claims) in a transaction that keeps
 * at least one admin, disables the Auth account so the password stops working, and revokes refresh tokens so
 * open sessions end. The disabled account stays until a new invite of the address replaces it.
 */
export const removeStaff = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<{ uid: string }> => {
    const callerUid = await requireAdmin(request.auth);
    const { uid } = parseRemove(request.data);
    if (uid === callerUid) throw new HttpsError('failed-precondition', MSG.removeSelf);

    const { auth, db, staffDoc, admins } = staffFirebase();
    const doc = staffDoc(uid);
    // A delete carries no data: the remover is stamped first, so the history's delete entry names them.
    // A missing record (gRPC code 5) is the transaction's not-found below.
    await doc.update({ [UPDATED_BY_FIELD]: callerUid }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 5) throw error;
    });
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc);
      if (!snapshot.exists) throw new HttpsError('not-found', MSG.notFound);
      const adminUids = (await transaction.get(admins)).docs.map((admin) => admin.id);
      const wasAdmin = snapshot.get('role') === 'admin';
      checkAdminsKept({ callerUid, targetUid: uid, wasAdmin, staysAdmin: false }, adminUids);
      transaction.delete(doc);
    });
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
