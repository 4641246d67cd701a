export type PasswordResetOutcome = 'sent' | 'invalidEmail' | 'network' | 'tooMany' | 'failed';

/** The address pattern firestore.rules accepts: something@something.tld, without spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
}

/**
 * What the page says after asking Auth for a reset email. An unknown address reads exactly as a known one
 * ('sent'), so the form never tells whether an account exists.
 */
export function passwordResetOutcome(error: unknown): PasswordResetOutcome {
  if (error === null) return 'sent';
  const code = typeof error === 'object' && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/user-not-found':
    case 'auth/user-disabled':
      return 'sent';
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'invalidEmail';
    case 'auth/network-request-failed':
      return 'network';
    case 'auth/too-many-requests':
      return 'tooMany';
    default:
      return 'failed';
  }
}
