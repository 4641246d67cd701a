import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from './authProvider';
import { peekSignOutReason } from './signOutReason';

afterEach(() => sessionStorage.clear());

/** The server approved the session's factor (the member's own record is readable). */
const approved = async () => true;

/** Firebase's part of a token whose sign-in proved the SMS code. */
const SMS = { firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' } };

// A stand-in Auth: firebase/auth's signOut(auth) calls auth.signOut(), and the provider reads the token's
// claims through currentUser.getIdTokenResult().
function standInAuth(getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }>) {
  const auth = {
    currentUser: { uid: 'u1', email: 'u@cvc.local', getIdTokenResult } as unknown,
    authStateReady: async () => undefined,
    signOut: vi.fn(async () => {
      auth.currentUser = null;
    }),
  };
  return auth;
}

describe('authProvider sign-outs', () => {
  it('remembers the reason given to logout, and none for a plain logout', async () => {
    const auth = standInAuth(async () => ({ claims: { role: 'admin' } }));
    const provider = createAuthProvider(auth as never, undefined, approved);
    await provider.logout({});
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(peekSignOutReason()).toBeNull();
    await provider.logout({ reason: 'removed' });
    expect(peekSignOutReason()).toBe('removed');
  });

  it('signs out a member whose token refresh is refused, remembering why, with no toast', async () => {
    const revoked = standInAuth(async () => Promise.reject({ code: 'auth/user-token-expired' }));
    await expect(createAuthProvider(revoked as never, undefined, approved).checkAuth({})).rejects.toEqual({
      message: false,
    });
    expect(revoked.signOut).toHaveBeenCalled();
    expect(peekSignOutReason()).toBe('ended');

    sessionStorage.clear();
    const disabled = standInAuth(async () => Promise.reject({ code: 'auth/user-disabled' }));
    await expect(
      createAuthProvider(disabled as never, undefined, approved).getPermissions!({}),
    ).resolves.toBeNull();
    expect(peekSignOutReason()).toBe('removed');
  });

  it('lets other failures through and keeps a valid staff session', async () => {
    const offline = standInAuth(async () => Promise.reject({ code: 'auth/network-request-failed' }));
    await expect(
      createAuthProvider(offline as never, undefined, approved).checkAuth({}),
    ).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(offline.signOut).not.toHaveBeenCalled();
    expect(peekSignOutReason()).toBeNull();

    const staff = standInAuth(async () => ({ claims: { perms: { news: true }, ...SMS } }));
    await expect(
      createAuthProvider(staff as never, undefined, approved).checkAuth({}),
    ).resolves.toBeUndefined();
  });

  it('treats a staff session from the password alone as signed out, with no permissions', async () => {
    const passwordOnly = standInAuth(async () => ({
      claims: { role: 'admin', firebase: { sign_in_provider: 'password' } },
    }));
    const provider = createAuthProvider(passwordOnly as never, undefined, approved);
    await expect(provider.getPermissions!({})).resolves.toBeNull();
    await expect(provider.canAccess!({ resource: 'leads', action: 'list' } as never)).resolves.toBe(false);
    await expect(provider.checkAuth({})).rejects.toThrow('Sessão encerrada');
    expect(passwordOnly.signOut).toHaveBeenCalled();
  });
});

describe('authProvider sign-in', () => {
  // The session the second step left: the SDK's current user, whose token says what the sign-in proved.
  const signingIn = (claims: Record<string, unknown>) => standInAuth(async () => ({ claims }));

  it('lets the console open after the second step only for a staff token that proved it', async () => {
    const provider = createAuthProvider(signingIn({ role: 'admin', ...SMS }) as never, undefined, approved);
    await expect(provider.login({ secondStepDone: true })).resolves.toBeUndefined();
    const passwordOnly = signingIn({ role: 'admin', firebase: { sign_in_provider: 'password' } });
    await expect(
      createAuthProvider(passwordOnly as never, undefined, approved).login({ secondStepDone: true }),
    ).rejects.toThrow('Usuário sem registro de permissões');
    expect(passwordOnly.signOut).toHaveBeenCalled();
  });

  it('signs out a stored session whose factor the server never approved (the mailed code never typed)', async () => {
    const unconfirmed = signingIn({ role: 'admin', ...SMS });
    const provider = createAuthProvider(unconfirmed as never, undefined, async () => false);
    await expect(provider.getPermissions!({})).resolves.toBeNull();
    await expect(provider.checkAuth({})).rejects.toThrow('Sessão encerrada');
    expect(unconfirmed.signOut).toHaveBeenCalled();
  });
});

describe('authProvider without a stored session', () => {
  it('sends a visitor who never signed in to the form at once, without the Auth SDK nor a toast', async () => {
    const loadAuth = vi.fn(async () => standInAuth(async () => ({ claims: { role: 'admin' } })) as never);
    const provider = createAuthProvider(loadAuth, async () => false, approved);
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    await provider.logout({});
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('asks the SDK whenever a session may be stored', async () => {
    const auth = standInAuth(async () => ({ claims: { role: 'admin', ...SMS } }));
    const loadAuth = vi.fn(async () => auth as never);
    const provider = createAuthProvider(loadAuth, async () => true, approved);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await provider.logout({});
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('takes a refused read for the end of a session only when it is one, and then with no toast', async () => {
    const staff = standInAuth(async () => ({ claims: { perms: { news: true }, ...SMS } }));
    let recordReadable = true;
    const provider = createAuthProvider(staff as never, undefined, approved, async () => recordReadable);
    const refused = { code: 'permission-denied' };
    // A key the member lacks: react-admin shows the error and the session goes on.
    await expect(provider.checkError(refused)).resolves.toBeUndefined();
    await expect(provider.checkError({ code: 'unauthenticated' })).rejects.toEqual({
      code: 'unauthenticated',
    });

    // The record gone before the console heard: no toast, and the sign-out is left to the claims sync.
    recordReadable = false;
    await expect(provider.checkError(refused)).rejects.toEqual({ message: false, logoutUser: false });
    await provider.logout({ reason: 'removed' });
    await expect(provider.checkError(refused)).rejects.toEqual({ message: false });
    sessionStorage.clear();
    // Signed out, the login page already shown: still not a toast.
    await expect(provider.checkError(refused)).rejects.toEqual({ message: false, logoutUser: false });
  });
});
