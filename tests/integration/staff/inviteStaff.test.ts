import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_FUNCTIONS } from '@cvc/web';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { COLLECTIONS, STAFF_MESSAGES } from '@cvc/domain';
import type { StaffInviteResult } from '@cvc/domain';
import {
  accountWithClaims,
  admin,
  callableError,
  closeClients,
  staffMember,
  uniqueEmail,
  waitForClaims,
  webClient,
  acceptInvitation,
} from './clients';

const staffDoc = (uid: string) => admin.db.collection(COLLECTIONS.adminUsers).doc(uid);

describe('inviteStaff callable', () => {
  let asAdmin: Awaited<ReturnType<typeof webClient>>;
  let adminUid: string;

  beforeAll(async () => {
    const account = await staffMember('admin', { role: 'admin' });
    adminUid = account.uid;
    asAdmin = await webClient(account);
  });
  afterAll(closeClients);

  it('refuses anonymous callers', async () => {
    const anonymous = await webClient();
    const error = await callableError(
      anonymous.call(STAFF_FUNCTIONS.invite, { email: uniqueEmail('x'), name: 'X' }),
    );
    expect(error).toEqual({ code: 'functions/unauthenticated', message: STAFF_MESSAGES.unauthenticated });
  });

  it('refuses staff without role admin, even one holding every other key', async () => {
    const staff = await webClient(
      await staffMember('leads-staff', { permissions: { leads: true, rsvp: true, news: true } }),
    );
    const email = uniqueEmail('by-staff');
    const error = await callableError(
      staff.call(STAFF_FUNCTIONS.invite, { email, name: 'X', permissions: [] }),
    );
    expect(error).toEqual({ code: 'functions/permission-denied', message: STAFF_MESSAGES.notAdmin });
    await expect(admin.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses a token saying admin when no admin record stands behind it', async () => {
    const claimOnly = await webClient(await accountWithClaims('claim-only', { role: 'admin' }));
    const email = uniqueEmail('by-claim-only');
    const error = await callableError(
      claimOnly.call(STAFF_FUNCTIONS.invite, { email, name: 'X', permissions: [] }),
    );
    expect(error).toEqual({ code: 'functions/permission-denied', message: STAFF_MESSAGES.notAdmin });
    await expect(admin.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses unknown keys by name and creates nothing', async () => {
    const email = uniqueEmail('unknown-key');
    const error = await callableError(
      asAdmin.call(STAFF_FUNCTIONS.invite, { email, name: 'X', permissions: ['rsvp', 'superuser'] }),
    );
    expect(error).toEqual({
      code: 'functions/invalid-argument',
      message: 'Permissão desconhecida: superuser.',
    });
    await expect(admin.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('creates the account and the record; the member signs in and the trigger stamps the claims', async () => {
    const email = uniqueEmail('Nova.Equipe');
    const result = await asAdmin.call<StaffInviteResult>(STAFF_FUNCTIONS.invite, {
      email,
      name: ' Nova Pessoa ',
      permissions: ['rsvp'],
    });
    // The link went by mail: the answer holds no password and no link, so the admin never holds the account.
    expect(result).toEqual({ uid: result.uid, email: email.toLowerCase(), emailed: true });
    expect((await staffDoc(result.uid).get()).data()).toEqual({
      email: email.toLowerCase(),
      name: 'Nova Pessoa',
      permissions: { rsvp: true },
      // The inviting admin, whom the change history names.
      updated_by: adminUid,
    });

    const member = await webClient();
    const credential = await signInWithEmailAndPassword(
      member.auth,
      email,
      await acceptInvitation(result.uid),
    );
    expect(credential.user.uid).toBe(result.uid);
    await waitForClaims(result.uid, (claims) => JSON.stringify(claims) === '{"perms":{"rsvp":true}}');
  });

  it('refuses to invite an address that is already staff', async () => {
    const email = uniqueEmail('twice');
    await asAdmin.call(STAFF_FUNCTIONS.invite, { email, name: 'Duas Vezes', permissions: ['news'] });
    const error = await callableError(
      asAdmin.call(STAFF_FUNCTIONS.invite, { email, name: 'Duas Vezes', permissions: ['leads'] }),
    );
    expect(error).toEqual({ code: 'functions/already-exists', message: STAFF_MESSAGES.alreadyStaff });
  });

  it('records an invited admin with the role', async () => {
    const result = await asAdmin.call<StaffInviteResult>(STAFF_FUNCTIONS.invite, {
      email: uniqueEmail('new-admin'),
      name: 'Outra Admin',
      role: 'admin',
      permissions: [],
    });
    expect((await staffDoc(result.uid).get()).data()).toMatchObject({ role: 'admin', permissions: {} });
  });
});
