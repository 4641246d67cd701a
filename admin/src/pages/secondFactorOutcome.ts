/** What the second step says after a failure: each key is a message in `cvc.secondFactor`. */
export type SecondFactorProblem =
  | 'wrongCode'
  | 'codeExpired'
  | 'sessionExpired'
  | 'invalidPhone'
  | 'unverifiedEmail'
  | 'phoneInUse'
  | 'tooMany'
  | 'network'
  | 'failed';

/**
 * Auth's error codes for the SMS step, as the member should read them. A pending sign-in that expired (or was
 * lost) starts again from the password, with the login kept: `restart` says so.
 */
export function secondFactorProblem(error: unknown): { problem: SecondFactorProblem; restart: boolean } {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/invalid-verification-code':
    case 'auth/missing-code':
      return { problem: 'wrongCode', restart: false };
    case 'auth/code-expired':
      return { problem: 'codeExpired', restart: false };
    case 'auth/invalid-multi-factor-session':
    case 'auth/missing-multi-factor-session':
    case 'auth/multi-factor-info-not-found':
    case 'auth/requires-recent-login':
    case 'auth/user-token-expired':
    case 'auth/invalid-user-token':
      return { problem: 'sessionExpired', restart: true };
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return { problem: 'invalidPhone', restart: false };
    case 'auth/unverified-email':
      return { problem: 'unverifiedEmail', restart: false };
    case 'auth/second-factor-already-in-use':
      return { problem: 'phoneInUse', restart: false };
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return { problem: 'tooMany', restart: false };
    case 'auth/network-request-failed':
      return { problem: 'network', restart: false };
    default:
      return { problem: 'failed', restart: false };
  }
}
