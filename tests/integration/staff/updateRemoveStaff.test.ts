import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_FUNCTIONS } from '@cvc/web';
import { pastSecond } from '../../support/revocation';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { COLLECTIONS, STAFF_MESSAGES } from '@cvc/domain';
import type { StaffInviteResult } from '@cvc/domain';
import {
  acceptInvitation,
  admin,
  callableError,
  closeClients,
  staffMember,
  uniqueEmail,
  webClient,
} from './clients';

const staffDoc = (uid: string) => admin.db.collection(COLLECTIONS.adminUsers).doc(uid);

describe('updateStaff and removeStaff callables', () => {
  let asAdmin: Awaited<ReturnType<typeof webClient>>;
  let adminUid: string;

  beforeAll(async () => {
    const account = await staffMember('admin', { role: 'admin' });
    adminUid = account.uid;
    asAdmin = await webClient(account);
  });
  afterAll(closeClients);

  const invite = (email: string, permissions: string[]) =>
    asAdmin.call<StaffInviteResult>(STAFF_FUNCTIONS.invite, { email, name: 'Membro', permissions });

  it('replaces the keys of a member and leaves their email alone', async () => {
    const email = uniqueEmail('update');
    const { uid } = await invite(email, ['rsvp', 'leads']);
    await asAdmin.call(STAFF_FUNCTIONS.update, { uid, name: 'Membro Renomeado', permissions: ['downloads'] });
    expect((await staffDoc(uid).get()).data()).toEqual({
      email: email.toLowerCase(),
      name: 'Membro Renomeado',
      permissions: { downloads: true },
      // The admin who changed it, whom the change history names.
      updated_by: adminUid,
    });
    await asAdmin.call(STAFF_FUNCTIONS.update, { uid, role: 'admin', permissions: [] });
    expect((await staffDoc(uid).get()).data()).toMatchObject({ role: 'admin' });
    await asAdmin.call(STAFF_FUNCTIONS.update, { uid, role: null, permissions: ['news'] });
    expect((await staffDoc(uid).get()).data()).not.toHaveProperty('role');
  });

  it('refuses unknown keys, missing members, self-demotion and non-admins', async () => {
    const { uid } = await invite(uniqueEmail('refusals'), ['rsvp']);
    expect(
      await callableError(asAdmin.call(STAFF_FUNCTIONS.update, { uid, permissions: ['x', 'y'] })),
    ).toEqual({
      code: 'functions/invalid-argument',
      message: 'Permissões desconhecidas: x, y.',
    });
    expect(
      await callableError(asAdmin.call(STAFF_FUNCTIONS.update, { uid: 'nobody', permissions: [] })),
    ).toEqual({
      code: 'functions/not-found',
      message: STAFF_MESSAGES.notFound,
    });
    expect(
      await callableError(
        asAdmin.call(STAFF_FUNCTIONS.update, { uid: adminUid, role: null, permissions: ['news'] }),
      ),
    ).toEqual({ code: 'functions/failed-precondition', message: STAFF_MESSAGES.demoteSelf });

    const staff = await webClient(await staffMember('staff', { permissions: { rsvp: true } }));
    for (const name of [STAFF_FUNCTIONS.update, STAFF_FUNCTIONS.remove]) {
      expect(await callableError(staff.call(name, { uid, permissions: ['news'] }))).toEqual({
        code: 'functions/permission-denied',
        message: STAFF_MESSAGES.notAdmin,
      });
    }
    expect((await staffDoc(uid).get()).data()).toMatchObject({ permissions: { rsvp: true } });
  });

  it('removes access: record gone, password refused; a new invite gives access back on a new account', async () => {
    const email = uniqueEmail('remove');
    const first = await invite(email, ['rsvp']);
    const firstPassword = await acceptInvitation(first.uid);
    await asAdmin.call(STAFF_FUNCTIONS.remove, { uid: first.uid });
    expect((await staffDoc(first.uid).get()).exists).toBe(false);
    expect((await admin.auth.getUser(first.uid)).disabled).toBe(true);
    const member = await webClient();
    await expect(signInWithEmailAndPassword(member.auth, email, firstPassword)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });

    const again = await invite(email, ['downloads']);
    expect(again.uid).not.toBe(first.uid);
    expect(again.emailed).toBe(true);
    await expect(admin.auth.getUser(first.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await staffDoc(again.uid).get()).data()).toMatchObject({ permissions: { downloads: true } });
    const back = await signInWithEmailAndPassword(member.auth, email, await acceptInvitation(again.uid));
    expect(back.user.uid).toBe(again.uid);
  });

  it('ends the sessions of a demoted admin, and only of a demoted one', async () => {
    const { uid } = await invite(uniqueEmail('demoted'), []);
    await asAdmin.call(STAFF_FUNCTIONS.update, { uid, role: 'admin', permissions: [] });
    const promotedAt = (await admin.auth.getUser(uid)).tokensValidAfterTime;
    await asAdmin.call(STAFF_FUNCTIONS.update, { uid, name: 'Ainda Admin', role: 'admin', permissions: [] });
    expect((await admin.auth.getUser(uid)).tokensValidAfterTime).toBe(promotedAt);

    // Revocation times are whole seconds: the demotion must fall in a later one than the promotion.
    await pastSecond(Date.parse(promotedAt!) / 1000);
    await asAdmin.call(STAFF_FUNCTIONS.update, { uid, role: null, permissions: ['news'] });
    const revokedAt = Date.parse((await admin.auth.getUser(uid)).tokensValidAfterTime!);
    expect(revokedAt).toBeGreaterThan(Date.parse(promotedAt!));
  });

  it('refuses to remove oneself or a missing member', async () => {
    expect(await callableError(asAdmin.call(STAFF_FUNCTIONS.remove, { uid: adminUid }))).toEqual({
      code: 'functions/failed-precondition',
      message: STAFF_MESSAGES.removeSelf,
    });
    expect(await callableError(asAdmin.call(STAFF_FUNCTIONS.remove, { uid: 'nobody' }))).toEqual({
      code: 'functions/not-found',
      message: STAFF_MESSAGES.notFound,
    });
  });
});
