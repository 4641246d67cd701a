import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG, permissionsMap } from '@cvc/domain';
import { parseUpdate, requireAdmin } from './staffRequest';
import { appCheckCallableOptions } from './appCheck';
import { staffFirebase } from './staffFirebase';

/**
 * Changes a member's keys (and name or admin role). Admins may also write `admin_users` directly under the
 * rules; this callable adds what rules cannot say clearly: named unknown keys and no self-demotion, which would
 * lock the last admin out. The claims follow through the syncStaffClaims trigger.
 */
export const updateStaff = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<{ uid: string }> => {
    const callerUid = requireAdmin(request.auth);
    const change = parseUpdate(request.data);
    if (change.uid === callerUid && change.role !== 'admin')
      throw new HttpsError('failed-precondition', MSG.demoteSelf);

    const doc = staffFirebase().staffDoc(change.uid);
    if (!(await doc.get()).exists) throw new HttpsError('not-found', MSG.notFound);
    await doc.update({
      permissions: permissionsMap(change.permissions),
      role: change.role ?? FieldValue.delete(),
      ...(change.name === undefined ? {} : { name: change.name }),
    });
    return { uid: change.uid };
  },
);
