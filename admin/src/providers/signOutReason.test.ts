import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSignOutReason,
  peekSignOutReason,
  rememberSignOutReason,
  signOutReasonOf,
} from './signOutReason';

afterEach(() => sessionStorage.clear());

describe('sign-out reason', () => {
  it('is kept until cleared, and only known reasons are read back', () => {
    expect(peekSignOutReason()).toBeNull();
    rememberSignOutReason('removed');
    expect(peekSignOutReason()).toBe('removed');
    expect(peekSignOutReason()).toBe('removed');
    clearSignOutReason();
    expect(peekSignOutReason()).toBeNull();
    sessionStorage.setItem('cvc.signOutReason', 'whatever');
    expect(peekSignOutReason()).toBeNull();
  });

  it('reads a refused token refresh: disabled or deleted account, revoked session; nothing else', () => {
    expect(signOutReasonOf({ code: 'auth/user-disabled' })).toBe('removed');
    expect(signOutReasonOf({ code: 'auth/user-not-found' })).toBe('removed');
    expect(signOutReasonOf({ code: 'auth/user-token-expired' })).toBe('ended');
    expect(signOutReasonOf({ code: 'auth/invalid-user-token' })).toBe('ended');
    expect(signOutReasonOf({ code: 'auth/invalid-refresh-token' })).toBe('ended');
    expect(signOutReasonOf({ code: 'auth/network-request-failed' })).toBeNull();
    expect(signOutReasonOf(new Error('offline'))).toBeNull();
    expect(signOutReasonOf(undefined)).toBeNull();
  });
});
