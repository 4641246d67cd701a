import { sessionPredatesReset, type StaffClaims } from '@cvc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLogout, usePermissions } from 'react-admin';
import { auth, db } from '../providers/firebase';
import { watchClaimsSync } from '../providers/claimsSync';
import { canonicalClaimsKey } from '../providers/claimsKey';
import { signOutReasonOf } from '../providers/signOutReason';

/**
 * Keeps the console's permissions in step with `admin_users`: when syncStaffClaims rewrites the user's
 * marker, the ID token is refreshed and every cached permission check re-run, so a change applies without
 * signing out. A marker saying "no claims" means the record is gone, and a refresh refused because the account
 * was disabled or its sessions revoked (a demoted admin) means the session is over: the user is signed out and
 * the login page says why. So does an admin's reset of the member's second factor, which the marker carries as
 * the sign-in time before which sessions end.
 */
export function useClaimsSync() {
  const { permissions } = usePermissions<StaffClaims | null>();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const uid = auth.currentUser?.uid;
  // One refresh per marker value: if the token still disagrees afterwards, refreshing again would loop.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    return watchClaimsSync(
      db,
      uid,
      () => permissions ?? null,
      (markerClaims) => {
        const key = canonicalClaimsKey(markerClaims);
        if (handled.current === key) return;
        handled.current = key;
        if (!markerClaims) {
          void logout({ reason: 'removed' });
          return;
        }
        void auth.currentUser
          ?.getIdToken(true)
          .then(() => queryClient.invalidateQueries())
          .catch((error: unknown) => {
            const reason = signOutReasonOf(error);
            if (reason) void logout({ reason });
            else console.error('token refresh', error);
          });
      },
      (validAfter) => {
        void auth.currentUser?.getIdTokenResult().then(({ claims }) => {
          if (
            sessionPredatesReset(
              claims.auth_time === undefined ? undefined : Number(claims.auth_time),
              validAfter,
            )
          )
            void logout({ reason: 'reset' });
        });
      },
    );
  }, [uid, permissions, queryClient, logout]);
}
