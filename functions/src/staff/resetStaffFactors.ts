import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG } from '@cvc/domain';
import { parseRemove } from './staffRequest';
import { requireAdmin } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { authErrorCode } from '../shared/errorCodes';
import { staffFirebase } from './staffFirebase';
import { resetFactors } from './staffFactors';
import { CONSOLE_LOGIN_PATH } from '@cvc/web';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';

/**
 * Equipe's "Redefinir segundo fator": an admin removes another member's second factors (a lost phone, a
 * suspected compromise) and ends their password and sessions; the member is mailed a link to set a new
 * password, then enrols a new factor, confirmed by a mailed code. Nobody resets their own here: that would let
 * a session without the factor's owner drop it (the staff CLI is the way back for the last admin).
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
      const loginUrl = `${siteOrigin(request.rawRequest.headers, originEnv())}${CONSOLE_LOGIN_PATH}`;
      await resetFactors(auth, db, uid, { uid: callerUid, label }, loginUrl);
    } catch (error) {
      if (authErrorCode(error) === 'auth/user-not-found') throw new HttpsError('not-found', MSG.notFound);
      throw error;
    }
    return { uid };
  },
);
