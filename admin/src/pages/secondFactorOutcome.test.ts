import { describe, expect, it } from 'vitest';
import { secondFactorProblem } from './secondFactorOutcome';

describe('secondFactorProblem', () => {
  it('keeps the step for a wrong or expired code', () => {
    expect(secondFactorProblem({ code: 'auth/invalid-verification-code' })).toEqual({
      problem: 'wrongCode',
      restart: false,
    });
    expect(secondFactorProblem({ code: 'auth/code-expired' })).toEqual({
      problem: 'codeExpired',
      restart: false,
    });
  });

  it('starts again from the password when the pending sign-in expired', () => {
    expect(secondFactorProblem({ code: 'auth/invalid-multi-factor-session' })).toEqual({
      problem: 'sessionExpired',
      restart: true,
    });
    expect(secondFactorProblem({ code: 'auth/requires-recent-login' }).restart).toBe(true);
  });

  it('names the enrolment problems and falls back to a generic message', () => {
    expect(secondFactorProblem({ code: 'auth/unverified-email' }).problem).toBe('unverifiedEmail');
    expect(secondFactorProblem({ code: 'auth/invalid-phone-number' }).problem).toBe('invalidPhone');
    expect(secondFactorProblem({ code: 'auth/too-many-requests' }).problem).toBe('tooMany');
    expect(secondFactorProblem(new Error('boom')).problem).toBe('failed');
  });
});
