import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG } from '@cvc/domain';
import { parseRemove } from './staffRequest';
import { requireAdmin } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { authErrorCode, staffFirebase } from './staffFirebase';
import { resetFactors } from './staffFactors';

/**
 * Equipe's "Redefinir segundo fator": an admin removes another member's second factors (a lost phone) and ends
 * their sessions; the member enrols a new one at their next sign-in and is told by mail. Nobody resets their
 * own here: that would let a session without the factor's owner drop it (the staff CLI is the way back for the
 * last admin).
 */
export const resetStaffFactors = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<{ uid: string }> => {
    const callerUid = await requireAdmin(request.auth);
    const { uid } = parseRemove(request.data);
    if (uid === callerUid) throw new HttpsError('failed-precondition', MSG.resetSelf);
    const { auth, db, staffDoc } = staffFirebase();
    const [target, caller] = await Promise.all([staffDoc(uid).get(), staffDoc(callerUid).get()]);
    if (!target.exists) throw new HttpsError('not-found', MSG.notFound);
    const label = `${String(caller.get('name') ?? '')} (${String(caller.get('email') ?? '')})`;
    try {
      await resetFactors(auth, db, uid, { uid: callerUid, label });
    } catch (error) {
      if (authErrorCode(error) === 'auth/user-not-found') throw new HttpsError('not-found', MSG.notFound);
      throw error;
    }
    return { uid };
  },
);
