import { claimsFromStaffRecord, secondFactorOf, type StaffClaims } from '@cvc/domain';
import type { Auth, User } from 'firebase/auth';
import type { AuthProvider } from 'react-admin';
import { mayHaveStoredSession } from './storedSession';
import {
  peekSignOutReason,
  rememberSignOutReason,
  signOutReasonOf,
  type SignOutReason,
} from './signOutReason';

/**
 * The staff claims on the current ID token, and whether its sign-in proved a second factor. The cached token is
 * used, so this costs no network round trip.
 */
async function tokenStaff(user: User): Promise<{ claims: StaffClaims | null; secondFactor: boolean }> {
  const { claims } = await user.getIdTokenResult();
  // The token carries Firebase's own claims too; keep only ours, read the same way the trigger wrote them.
  const staff = claimsFromStaffRecord(
    claims.role === 'admin'
      ? { role: 'admin' }
      : { permissions: (claims.perms as object | undefined) ?? null },
  );
  return { claims: staff, secondFactor: secondFactorOf(claims) !== null };
}

/**
 * The claims of a staff session: null for anyone else, and for a staff member signed in with the password
 * alone, who gets nothing in the console (nor from the rules and callables) until the second step.
 */
export async function staffClaims(user: User | null): Promise<StaffClaims | null> {
  if (!user) return null;
  const { claims, secondFactor } = await tokenStaff(user);
  return secondFactor ? claims : null;
}

/** Loaded with the first signed-in check: the login page's chunk holds no Firestore. */
async function approvedOnServer(user: User): Promise<boolean> {
  return (await import('./approvedFactor')).factorApproved(user);
}

/** Asked after a refused read, so loaded then. */
async function ownRecordReadable(uid: string): Promise<boolean> {
  return (await import('./approvedFactor')).readOwnRecord(uid);
}

export type LoginParams = { username: string; password: string } | { secondStepDone: true };

/** Thrown so react-admin shows our login error; the message itself is never shown to the user. */
export class NotStaffError extends Error {
  constructor() {
    super('Usuário sem registro de permissões');
  }
}

/**
 * Firebase Auth email + password. Permissions come from the custom claims stamped by syncStaffClaims
 * (DESIGN.md "Identity and permissions"): no extra read per check. A signed-in user whose token carries no
 * staff claims has no record, and is signed out and sent to the login page. So is one whose expired token
 * cannot be refreshed because the account was disabled or its sessions revoked; the login page says why.
 */
export function createAuthProvider(
  authSource: Auth | (() => Promise<Auth>),
  storedSession: () => Promise<boolean> = mayHaveStoredSession,
  factorApproved: (user: User) => Promise<boolean> = approvedOnServer,
  stillStaff: (uid: string) => Promise<boolean> = ownRecordReadable,
): AuthProvider {
  // The Auth SDK is fetched with the first call (the login page's check, or a sign-in), not with the page:
  // the sign-in form is usable before it arrives.
  const sdk = () => import('firebase/auth');
  const loadAuth = typeof authSource === 'function' ? authSource : async () => authSource;
  const signOut = async (auth: Auth) => (await sdk()).signOut(auth);
  // Signed in on this page: the session exists whatever the storage peek says (an in-memory persistence).
  let signedInHere = false;
  const mayBeSignedIn = async () => signedInHere || (await storedSession());

  async function currentStaff(): Promise<{ user: User; claims: StaffClaims } | null> {
    const auth = await loadAuth();
    await auth.authStateReady();
    const user = auth.currentUser;
    const claims = await staffClaims(user).catch(async (error: unknown) => {
      const reason = signOutReasonOf(error);
      if (!reason) throw error;
      rememberSignOutReason(reason);
      await signOut(auth);
      return null;
    });
    if (!user || !claims) return null;
    if (!(await factorApproved(user))) {
      await signOut(auth);
      return null;
    }
    return { user, claims };
  }

  return {
    async login(params: LoginParams) {
      const auth = await loadAuth();
      if ('secondStepDone' in params) {
        if (!(await staffClaims(auth.currentUser))) {
          if (auth.currentUser) await signOut(auth);
          throw new NotStaffError();
        }
        signedInHere = true;
        return;
      }
      // The password step loads on Entrar, with the Auth SDK: the login page's first chunk holds none of it.
      const { passwordStep } = await import('./passwordStep');
      await passwordStep(
        auth,
        params.username,
        params.password,
        async (user) => (await tokenStaff(user)).claims,
        () => new NotStaffError(),
      );
    },

    /** `useLogout()({ reason })` when the console ends the session itself, so the login page can say why. */
    async logout(params?: { reason?: SignOutReason }) {
      if (params?.reason) rememberSignOutReason(params.reason);
      // Nobody signed in here: nothing to sign out, and no SDK to load for it.
      if (!(await mayBeSignedIn())) return;
      await signOut(await loadAuth());
    },

    async checkAuth() {
      // A visitor who never signed in goes to the form at once, with no toast: no session ended. /admin then
      // needs no more script than /admin/login.
      if (!(await mayBeSignedIn())) throw { message: false };
      const staff = await currentStaff();
      if (staff) return;
      const auth = await loadAuth();
      if (auth.currentUser) await signOut(auth);
      // With a reason the login page explains it; react-admin's toast would only repeat it.
      throw peekSignOutReason() ? { message: false } : new Error('Sessão encerrada');
    },

    async checkError(error: { code?: string; status?: number }) {
      // Firestore says 'unauthenticated' when the session is gone; 'permission-denied' is a refused key and
      // must not sign the user out...
      if (error?.code === 'unauthenticated' || error?.status === 401) throw error;
      if (error?.code !== 'permission-denied') return;
      // ...but it may be the session ending (the member removed, their factor reset) before the console has
      // heard: then the claims sync signs them out and the login page says why, with no toast beside it.
      if (peekSignOutReason()) throw { message: false };
      const { currentUser } = await loadAuth();
      if (!currentUser || !(await stillStaff(currentUser.uid))) throw { message: false, logoutUser: false };
    },

    async getPermissions() {
      return (await currentStaff())?.claims ?? null;
    },

    async getIdentity() {
      const staff = await currentStaff();
      if (!staff) throw new Error('Sessão encerrada');
      const { user } = staff;
      return { id: user.uid, fullName: user.displayName ?? user.email ?? user.uid };
    },

    // The one judge of every area (providers/areaAccess.ts): the sidebar and the area guard ask it. Asked only
    // once signed in, so its table loads with the console, not with the login form.
    async canAccess({ resource }: { resource?: string; action?: string }) {
      const [{ mayOpen }, staff] = await Promise.all([import('./areaAccess'), currentStaff()]);
      return mayOpen(staff?.claims, resource);
    },
  };
}
