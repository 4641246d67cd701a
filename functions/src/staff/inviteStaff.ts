import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { UserRecord } from 'firebase-admin/auth';
import { STAFF_MESSAGES as MSG, UPDATED_BY_FIELD, adminUserSchema, permissionsMap } from '@cvc/domain';
import type { StaffInviteResult } from '@cvc/domain';
import { CONSOLE_LOGIN_PATH } from '@cvc/web';
import { parseInvite } from './staffRequest';
import { requireAdmin } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { authErrorCode, isAlreadyExists } from '../shared/errorCodes';
import { oneTimePassword, staffFirebase } from './staffFirebase';
import { staffInvitation } from '../mail/staffInvitation';
import { queueMail } from '../mail/queue';
import { MAIL_ENABLED, originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';
import { inAuthLanguage } from './authLanguage';

/**
 * Equipe screen: an admin invites a member by email with a set of keys. Creates the Auth account with a
 * one-time password and writes `admin_users/{uid}`; the syncStaffClaims trigger then stamps the claims from
 * that record.
 *
 * An account already at the address without a record (a removed member, or someone who registered the
 * address themselves) is deleted and made anew rather than adopted: whoever held it keeps no password, no
 * refresh token and no linked sign-in, on the emulators as in production (the Auth emulator ignores
 * revocation when refreshing a token, but not a deleted account).
 *
 * With mail on, the member gets Auth's password-setting link by email (`staff-invite-<uid>`) and lands on the
 * console's login afterwards; the answer then carries neither the link nor the password, so the inviting admin
 * never holds the member's account. With mail off, the console shows both once, to be passed on by hand.
 */
export const inviteStaff = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<StaffInviteResult> => {
    const callerUid = await requireAdmin(request.auth);
    const invite = parseInvite(request.data);
    const { auth, db, staffDoc } = staffFirebase();

    const existing: UserRecord | null = await auth.getUserByEmail(invite.email).catch((error: unknown) => {
      if (authErrorCode(error) === 'auth/user-not-found') return null;
      throw error;
    });
    if (existing) {
      if ((await staffDoc(existing.uid).get()).exists)
        throw new HttpsError('already-exists', MSG.alreadyStaff);
      await auth.deleteUser(existing.uid).catch((error: unknown) => {
        // Another admin replacing the same account a moment ago.
        if (authErrorCode(error) !== 'auth/user-not-found') throw error;
      });
    }

    const password = oneTimePassword();
    const user = await auth
      .createUser({ email: invite.email, password, displayName: invite.name })
      .catch((error: unknown) => {
        // Another admin invited the same address a moment ago.
        if (authErrorCode(error) === 'auth/email-already-exists') {
          throw new HttpsError('already-exists', MSG.alreadyStaff);
        }
        throw error;
      });

    const record = adminUserSchema.parse({
      email: invite.email,
      name: invite.name,
      role: invite.role,
      permissions: permissionsMap(invite.permissions),
      lead_alerts: invite.lead_alerts,
    });
    // create(), not set(): if a record appeared since the check above, nothing is overwritten.
    await staffDoc(user.uid)
      // updated_by names the inviting admin in the change history.
      .create({ ...record, [UPDATED_BY_FIELD]: callerUid })
      .catch((error: unknown) => {
        if (isAlreadyExists(error)) {
          throw new HttpsError('already-exists', MSG.alreadyStaff);
        }
        throw error;
      });

    const loginUrl = `${siteOrigin(request.rawRequest.headers, originEnv())}${CONSOLE_LOGIN_PATH}`;
    const resetLink = inAuthLanguage(await auth.generatePasswordResetLink(invite.email, { url: loginUrl }));
    if (MAIL_ENABLED.value()) {
      await queueMail(db, `staff-invite-${user.uid}`, {
        to: [invite.email],
        message: staffInvitation(invite, resetLink),
      });
      return { uid: user.uid, email: invite.email, emailed: true };
    }
    return { uid: user.uid, email: invite.email, emailed: false, oneTimePassword: password, resetLink };
  },
);
