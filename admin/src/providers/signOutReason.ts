/**
 * Why the console signed a member out on its own, kept in sessionStorage across the redirect so the login page
 * can say it once: 'removed' (the record is gone or the account disabled), 'ended' (sessions revoked, as
 * when an admin is demoted) or 'reset' (an admin reset the member's second factor). A plain failed sign-in has
 * no reason.
 */
export type SignOutReason = 'removed' | 'ended' | 'reset';

const KEY = 'cvc.signOutReason';

export function rememberSignOutReason(reason: SignOutReason): void {
  sessionStorage.setItem(KEY, reason);
}

export function peekSignOutReason(): SignOutReason | null {
  const reason = sessionStorage.getItem(KEY);
  return reason === 'removed' || reason === 'ended' || reason === 'reset' ? reason : null;
}

export function clearSignOutReason(): void {
  sessionStorage.removeItem(KEY);
}

/** The reason behind a failed ID token refresh, or null for errors that say nothing about access (offline). */
export function signOutReasonOf(error: unknown): SignOutReason | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'auth/user-disabled' || code === 'auth/user-not-found') return 'removed';
  if (
    code === 'auth/user-token-expired' ||
    code === 'auth/invalid-user-token' ||
    code === 'auth/invalid-refresh-token'
  )
    return 'ended';
  return null;
}
