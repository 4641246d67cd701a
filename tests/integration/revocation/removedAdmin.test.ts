import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_FUNCTIONS } from '@cvc/web';
import { pastTokenSecond } from '../../support/revocation';
import { signInWithSecondFactor } from '../../support/second-factor';
import { collection, doc, getDocs, limit, query, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS, STAFF_MESSAGES } from '@cvc/domain';
import type { StaffInviteResult } from '@cvc/domain';
import {
  admin,
  callableError,
  closeClients,
  staffMember,
  uniqueEmail,
  waitForClaims,
  webClient,
} from '../staff/clients';

// A removed or demoted admin keeps an ID token saying role admin for up to an hour. These clients hold such a
// token (signed in before the change) and try everything an admin could do; the current admin, doing the
// same, shows each refusal is about who asks, not about the call.

type Client = Awaited<ReturnType<typeof webClient>>;
const staffDoc = (uid: string) => admin.db.collection(COLLECTIONS.adminUsers).doc(uid);
const sessionEnded = { code: 'functions/unauthenticated', message: STAFF_MESSAGES.sessionEnded };

async function claimsOf(client: Client) {
  return (await client.auth.currentUser!.getIdTokenResult()).claims;
}

/** A rejected Firestore call's code; the rules say 'permission-denied'. */
async function firestoreError(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'succeeded',
    (error: { code?: string }) => String(error.code),
  );
}

let current: Client;
let memberUid: string;

beforeAll(async () => {
  current = await webClient(await staffMember('current-admin', { role: 'admin' }));
  memberUid = (await staffMember('member', { permissions: { news: true } })).uid;
});
afterAll(closeClients);

describe('a removed admin, with the ID token from before the removal', () => {
  let removed: Client;
  let removedAccount: { uid: string; email: string };

  beforeAll(async () => {
    removedAccount = await staffMember('removed-admin', { role: 'admin' });
    removed = await webClient({ ...removedAccount, password: 'test-password-123' });
    // Before: the same client is a working admin (so the refusals below can fail).
    await removed.call(STAFF_FUNCTIONS.update, { uid: memberUid, permissions: ['news'] });
    await current.call(STAFF_FUNCTIONS.remove, { uid: removedAccount.uid });
    expect(await claimsOf(removed)).toMatchObject({ role: 'admin' });
  });

  it('cannot invite itself back', async () => {
    const error = await callableError(
      removed.call(STAFF_FUNCTIONS.invite, { email: removedAccount.email, name: 'Eu', role: 'admin' }),
    );
    expect(error).toEqual(sessionEnded);
    expect((await staffDoc(removedAccount.uid).get()).exists).toBe(false);
    expect((await admin.auth.getUser(removedAccount.uid)).disabled).toBe(true);
  });

  it('cannot invite a new admin; the current admin can', async () => {
    const email = uniqueEmail('accomplice');
    const error = await callableError(
      removed.call(STAFF_FUNCTIONS.invite, { email, name: 'X', role: 'admin' }),
    );
    expect(error).toEqual(sessionEnded);
    await expect(admin.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const invited = await current.call<StaffInviteResult>(STAFF_FUNCTIONS.invite, {
      email,
      name: 'X',
      role: 'admin',
    });
    expect((await staffDoc(invited.uid).get()).data()).toMatchObject({ role: 'admin' });
  });

  it('cannot change a member; the current admin can', async () => {
    const change = { uid: memberUid, permissions: ['news', 'leads'] };
    expect(await callableError(removed.call(STAFF_FUNCTIONS.update, change))).toEqual(sessionEnded);
    expect(await callableError(removed.call(STAFF_FUNCTIONS.remove, { uid: memberUid }))).toEqual(
      sessionEnded,
    );
    expect((await staffDoc(memberUid).get()).data()).toMatchObject({ permissions: { news: true } });

    await current.call(STAFF_FUNCTIONS.update, change);
    expect((await staffDoc(memberUid).get()).data()).toMatchObject({
      permissions: { news: true, leads: true },
    });
  });

  it('cannot write its own admin_users record through Firestore; no client can', async () => {
    const record = { email: removedAccount.email, name: 'De volta', role: 'admin', permissions: {} };
    expect(
      await firestoreError(setDoc(doc(removed.db, COLLECTIONS.adminUsers, removedAccount.uid), record)),
    ).toBe('permission-denied');
    // The record is written only by the callables now, whoever the client.
    expect(
      await firestoreError(updateDoc(doc(current.db, COLLECTIONS.adminUsers, memberUid), { role: 'admin' })),
    ).toBe('permission-denied');
    expect((await staffDoc(removedAccount.uid).get()).exists).toBe(false);
  });

  it('cannot read leads; the current admin can', async () => {
    const leads = (db: Client['db']) => getDocs(query(collection(db, COLLECTIONS.leads), limit(1)));
    expect(await firestoreError(leads(removed.db))).toBe('permission-denied');
    expect(await firestoreError(leads(current.db))).toBe('succeeded');
  });
});

describe('a demoted admin, with the ID token from before the demotion', () => {
  let demoted: Client;
  let account: { uid: string; email: string; password: string };

  beforeAll(async () => {
    account = await staffMember('demoted-admin', { role: 'admin' });
    demoted = await webClient(account);
    // Revocation counts whole seconds: a token signed in during the same second would still pass that check
    // (the record check would refuse it instead).
    await pastTokenSecond(demoted.auth);
    await current.call(STAFF_FUNCTIONS.update, { uid: account.uid, role: null, permissions: ['news'] });
    await waitForClaims(account.uid, (claims) => JSON.stringify(claims) === '{"perms":{"news":true}}');
    expect(await claimsOf(demoted)).toMatchObject({ role: 'admin' });
  });

  it('cannot promote itself again through updateStaff', async () => {
    const error = await callableError(
      demoted.call(STAFF_FUNCTIONS.update, { uid: account.uid, role: 'admin', permissions: [] }),
    );
    expect(error).toEqual(sessionEnded);
    expect((await staffDoc(account.uid).get()).data()).not.toHaveProperty('role');
  });

  it('cannot promote itself again by writing its record', async () => {
    const write = updateDoc(doc(demoted.db, COLLECTIONS.adminUsers, account.uid), { role: 'admin' });
    expect(await firestoreError(write)).toBe('permission-denied');
    expect((await staffDoc(account.uid).get()).data()).not.toHaveProperty('role');
  });

  it('signed in again, it is a news editor and no admin; the current admin can promote it', async () => {
    const fresh = await webClient();
    await signInWithSecondFactor(fresh.auth, account.email, account.password);
    expect(await claimsOf(fresh)).toMatchObject({ perms: { news: true } });
    expect(
      await callableError(
        fresh.call(STAFF_FUNCTIONS.update, { uid: account.uid, role: 'admin', permissions: [] }),
      ),
    ).toEqual({ code: 'functions/permission-denied', message: STAFF_MESSAGES.notAdmin });

    await current.call(STAFF_FUNCTIONS.update, { uid: account.uid, role: 'admin', permissions: [] });
    expect((await staffDoc(account.uid).get()).data()).toMatchObject({ role: 'admin' });
  });
});
