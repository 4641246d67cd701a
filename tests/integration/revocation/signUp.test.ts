import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_FUNCTIONS } from '@cvc/web';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { enrolledPhone, testPhone } from '../../support/second-factor';
import { collection, doc, getDoc, getDocs, limit, query } from 'firebase/firestore';
import { COLLECTIONS, STAFF_MESSAGES } from '@cvc/domain';
import type { StaffInviteResult } from '@cvc/domain';
import {
  admin,
  callableError,
  acceptInvitation,
  approveEnrolledFactors,
  closeClients,
  staffMember,
  uniqueEmail,
  waitForClaims,
  webClient,
} from '../staff/clients';

type Client = Awaited<ReturnType<typeof webClient>>;

async function firestoreError(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'succeeded',
    (error: { code?: string }) => String(error.code),
  );
}

const readLeads = (client: Client) => getDocs(query(collection(client.db, COLLECTIONS.leads), limit(1)));

let asAdmin: Client;
beforeAll(async () => {
  asAdmin = await webClient(await staffMember('inviting-admin', { role: 'admin' }));
});
afterAll(closeClients);

describe('sign-up is closed to clients', () => {
  it('refuses a web SDK sign-up through the blocking function and creates nothing', async () => {
    const email = uniqueEmail('sign-up');
    const visitor = await webClient();
    const error = await createUserWithEmailAndPassword(visitor.auth, email, 'quero-entrar-123').then(
      () => null,
      (thrown: { code?: string; message?: string }) => thrown,
    );
    expect(error?.code).toBe('auth/internal-error');
    expect(error?.message).toContain(STAFF_MESSAGES.signUpClosed);
    expect(visitor.auth.currentUser).toBeNull();
    await expect(admin.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('still lets the Admin SDK create accounts (invites, staff CLI, seed)', async () => {
    const email = uniqueEmail('admin-sdk');
    const user = await admin.auth.createUser({ email, password: 'criada-pelo-admin-123' });
    expect((await admin.auth.getUserByEmail(email)).uid).toBe(user.uid);
  });
});

describe('an address registered before its invite', () => {
  const oldPassword = 'registrei-antes-123';
  let email: string;
  let registrant: Client;
  let oldUid: string;
  let invited: StaffInviteResult;
  let password: string;

  beforeAll(async () => {
    // Someone registered the future admin's address (as anyone could before sign-up was closed) and keeps
    // a session open, hoping the invite adopts the account.
    email = uniqueEmail('future-admin');
    oldUid = (await admin.auth.createUser({ email, password: oldPassword })).uid;
    registrant = await webClient({ email, password: oldPassword });
    invited = await asAdmin.call<StaffInviteResult>(STAFF_FUNCTIONS.invite, {
      email,
      name: 'Futura Admin',
      role: 'admin',
      permissions: [],
    });
    await waitForClaims(invited.uid, (claims) => JSON.stringify(claims) === '{"role":"admin"}');
    password = await acceptInvitation(invited.uid);
  });

  it('gives the member a new account, whose password only the mailed link sets', async () => {
    expect(invited.uid).not.toBe(oldUid);
    // Mailed: the inviting admin is handed neither a password nor the link.
    expect(invited).toEqual({ uid: invited.uid, email: email.toLowerCase(), emailed: true });
    await expect(admin.auth.getUser(oldUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // The password alone gives a session that grants nothing until a second factor is enrolled.
    const member = await webClient({ email, password }, { passwordOnly: true });
    expect(member.auth.currentUser?.uid).toBe(invited.uid);
    expect(await firestoreError(readLeads(member))).toBe('permission-denied');
    // Enrolled and confirmed (as the console's first sign-in does) and signed in with the code, an admin.
    await admin.auth.updateUser(invited.uid, enrolledPhone(testPhone(7001), 'phone-1'));
    await approveEnrolledFactors(invited.uid);
    const enrolled = await webClient({ email, password });
    expect(enrolled.auth.currentUser?.uid).toBe(invited.uid);
    expect(await firestoreError(readLeads(enrolled))).toBe('succeeded');
  });

  it('leaves the old ID token without staff access', async () => {
    expect(registrant.auth.currentUser?.uid).toBe(oldUid);
    expect(await firestoreError(readLeads(registrant))).toBe('permission-denied');
    expect(await firestoreError(getDoc(doc(registrant.db, COLLECTIONS.adminUsers, invited.uid)))).toBe(
      'permission-denied',
    );
    expect(
      await callableError(registrant.call(STAFF_FUNCTIONS.invite, { email: uniqueEmail('x'), name: 'X' })),
      // Refused at the first check: a self-registered account never signed in with a second factor.
    ).toEqual({ code: 'functions/permission-denied', message: STAFF_MESSAGES.secondFactorRequired });
  });

  it('refuses the old password', async () => {
    const other = await webClient();
    const error = await signInWithEmailAndPassword(other.auth, email, oldPassword).then(
      () => null,
      (thrown: { code?: string }) => thrown.code,
    );
    expect(error).toMatch(/^auth\/(wrong-password|invalid-credential)$/);
  });

  it('refuses to refresh the old session; the member’s session refreshes', async () => {
    const member = await webClient({ email, password });
    await expect(member.auth.currentUser!.getIdToken(true)).resolves.toEqual(expect.any(String));
    const error = await registrant.auth.currentUser!.getIdToken(true).then(
      () => null,
      (thrown: { code?: string }) => thrown.code,
    );
    // The account is gone: production answers user-not-found, the Auth emulator invalid-refresh-token.
    expect(error).toMatch(/^auth\/(user-not-found|invalid-refresh-token)$/);
  });
});
