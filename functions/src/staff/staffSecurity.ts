import { onCall } from 'firebase-functions/v2/https';
import { APPROVED_FACTORS_FIELD, COLLECTIONS, approvedFactorsOf, type StaffSecurity } from '@cvc/domain';
import { requireAdmin } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { staffFirebase } from './staffFirebase';
import { factorsOf } from './staffFactors';

/** Auth answers at most 100 accounts a lookup. */
const LOOKUP_MAX = 100;

/**
 * Equipe's columns "Segundo fator" and "Último acesso", read from Auth, where they live: each member's enrolled
 * factors and last sign-in. Admins only. Costs one read per member and one Auth lookup per 100 members.
 */
export const staffSecurity = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<{ members: StaffSecurity[] }> => {
    await requireAdmin(request.auth);
    const { auth, db } = staffFirebase();
    const records = (await db.collection(COLLECTIONS.adminUsers).select(APPROVED_FACTORS_FIELD).get()).docs;
    const approvedOf = new Map(records.map((doc) => [doc.id, approvedFactorsOf(doc.data())]));
    const uids = records.map((doc) => doc.id);
    const members: StaffSecurity[] = [];
    for (let i = 0; i < uids.length; i += LOOKUP_MAX) {
      const { users } = await auth.getUsers(uids.slice(i, i + LOOKUP_MAX).map((uid) => ({ uid })));
      for (const user of users) {
        const lastSignIn = user.metadata.lastSignInTime;
        members.push({
          uid: user.uid,
          factors: factorsOf(user, approvedOf.get(user.uid)),
          last_sign_in_at: lastSignIn ? new Date(lastSignIn).toISOString() : null,
        });
      }
    }
    return { members };
  },
);
