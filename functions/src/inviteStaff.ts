import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { UserRecord } from 'firebase-admin/auth';
import { STAFF_MESSAGES as MSG, adminUserSchema, permissionsMap } from '@cvc/domain';
import type { StaffInviteResult } from '@cvc/domain';
import { parseInvite, requireAdmin } from './staffRequest';
import { appCheckCallableOptions } from './appCheck';
import { authErrorCode, oneTimePassword, staffFirebase } from './staffFirebase';

/**
 * Equipe screen: an admin invites a member by email with a set of keys. Creates the Auth account with a
 * one-time password (or reuses an account left without a record, e.g. one removed earlier, re-enabling it),
 * writes `admin_users/{uid}`; the syncStaffClaims trigger then stamps the claims from that record.
 */
export const inviteStaff = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<StaffInviteResult> => {
    requireAdmin(request.auth);
    const invite = parseInvite(request.data);
    const { auth, staffDoc } = staffFirebase();

    let user: UserRecord | null = await auth.getUserByEmail(invite.email).catch((error: unknown) => {
      if (authErrorCode(error) === 'auth/user-not-found') return null;
      throw error;
    });
    let password: string | null = null;
    if (user) {
      if ((await staffDoc(user.uid).get()).exists) throw new HttpsError('already-exists', MSG.alreadyStaff);
      if (user.disabled) user = await auth.updateUser(user.uid, { disabled: false });
    } else {
      password = oneTimePassword();
      user = await auth
        .createUser({ email: invite.email, password, displayName: invite.name })
        .catch((error: unknown) => {
          // Another admin invited the same address a moment ago.
          if (authErrorCode(error) === 'auth/email-already-exists') {
            throw new HttpsError('already-exists', MSG.alreadyStaff);
          }
          throw error;
        });
    }

    const record = adminUserSchema.parse({
      email: invite.email,
      name: invite.name,
      role: invite.role,
      permissions: permissionsMap(invite.permissions),
    });
    // create(), not set(): if a record appeared since the check above, nothing is overwritten.
    await staffDoc(user.uid)
      .create(record)
      .catch((error: unknown) => {
        if (authErrorCode(error) === '6' || /ALREADY_EXISTS/.test(String(error))) {
          throw new HttpsError('already-exists', MSG.alreadyStaff);
        }
        throw error;
      });

    const resetLink = await auth.generatePasswordResetLink(invite.email);
    return { uid: user.uid, email: invite.email, oneTimePassword: password, resetLink };
  },
);
