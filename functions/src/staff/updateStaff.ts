import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG, UPDATED_BY_FIELD, permissionsMap } from '@cvc/domain';
import { checkAdminsKept, parseUpdate } from './staffRequest';
import { requireAdmin } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { authErrorCode } from '../shared/errorCodes';
import { staffFirebase } from './staffFirebase';

/**
 * Changes a member's keys (and name or admin role). The only way to write `admin_users` besides invite and
 * remove (rules close it to clients), so it holds the rules the data needs: named unknown keys, no
 * self-demotion, and always one admin left, checked in a transaction so two admins demoting each other at
 * once cannot both succeed. The claims follow through the syncStaffClaims trigger.
 */
export const updateStaff = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<{ uid: string }> => {
    const callerUid = await requireAdmin(request.auth);
    const change = parseUpdate(request.data);
    if (change.uid === callerUid && change.role !== 'admin')
      throw new HttpsError('failed-precondition', MSG.demoteSelf);

    const { auth, db, staffDoc, admins } = staffFirebase();
    const doc = staffDoc(change.uid);
    const demoted = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc);
      if (!snapshot.exists) throw new HttpsError('not-found', MSG.notFound);
      const adminUids = (await transaction.get(admins)).docs.map((admin) => admin.id);
      const wasAdmin = snapshot.get('role') === 'admin';
      const staysAdmin = change.role === 'admin';
      checkAdminsKept({ callerUid, targetUid: change.uid, wasAdmin, staysAdmin }, adminUids);
      transaction.update(doc, {
        // Names the admin in the change history (the audit trigger reads it).
        [UPDATED_BY_FIELD]: callerUid,
        permissions: permissionsMap(change.permissions),
        role: change.role ?? FieldValue.delete(),
        ...(change.name === undefined ? {} : { name: change.name }),
        // Stored as true or absent, like the keys.
        ...(change.lead_alerts === undefined
          ? {}
          : { lead_alerts: change.lead_alerts ? true : FieldValue.delete() }),
      });
      return wasAdmin && !staysAdmin;
    });

    // The ID token of a demoted admin still says admin: end their sessions, as removal does.
    if (demoted) {
      await auth.revokeRefreshTokens(change.uid).catch((error: unknown) => {
        if (authErrorCode(error) !== 'auth/user-not-found') throw error;
      });
    }
    return { uid: change.uid };
  },
);
