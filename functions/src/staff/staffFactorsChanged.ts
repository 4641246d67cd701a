import { onCall } from 'firebase-functions/v2/https';
import { requireStaffMember } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { staffFirebase } from './staffFirebase';
import { noticeFactorChanges } from './staffFactors';

/**
 * Called by the console after each complete sign-in and after an enrolment: compares the caller's factors in
 * Auth with what the server last saw and mails the member for each one added or removed. It reads Auth, not
 * the request, so a caller can neither invent nor hide a change.
 */
export const staffFactorsChanged = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<{ added: number; removed: number }> => {
    const uid = await requireStaffMember(request.auth);
    const { auth, db } = staffFirebase();
    return noticeFactorChanges(auth, db, uid);
  },
);
