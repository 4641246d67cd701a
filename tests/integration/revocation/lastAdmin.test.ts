import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_FUNCTIONS } from '@cvc/web';
import type { DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS, STAFF_MESSAGES } from '@cvc/domain';
import { admin, callableError, closeClients, staffMember, webClient } from '../staff/clients';

// "At least one admin" is about the whole team, so this file needs a team it controls: the admin records left
// by other suites are put aside before each test and restored at the end.

const staff = admin.db.collection(COLLECTIONS.adminUsers);
const adminUids = async () => (await staff.where('role', '==', 'admin').get()).docs.map((d) => d.id).sort();
const setAside = new Map<string, DocumentData>();

async function clearAdmins() {
  await Promise.all((await staff.where('role', '==', 'admin').get()).docs.map((d) => d.ref.delete()));
}

beforeAll(async () => {
  for (const snapshot of (await staff.where('role', '==', 'admin').get()).docs) {
    setAside.set(snapshot.id, snapshot.data());
  }
});
beforeEach(clearAdmins);
afterAll(async () => {
  await clearAdmins();
  await Promise.all([...setAside].map(([uid, data]) => staff.doc(uid).set(data)));
  await closeClients();
});

describe('the team always keeps an admin', () => {
  it('the only admin cannot remove or demote itself, and stays admin', async () => {
    const only = await staffMember('only-admin', { role: 'admin' });
    const client = await webClient(only);
    expect(await callableError(client.call(STAFF_FUNCTIONS.remove, { uid: only.uid }))).toEqual({
      code: 'functions/failed-precondition',
      message: STAFF_MESSAGES.removeSelf,
    });
    expect(
      await callableError(
        client.call(STAFF_FUNCTIONS.update, { uid: only.uid, role: null, permissions: [] }),
      ),
    ).toEqual({ code: 'functions/failed-precondition', message: STAFF_MESSAGES.demoteSelf });
    expect(await adminUids()).toEqual([only.uid]);

    // It still manages the rest of the team (so the refusals above are about the last admin).
    const member = await staffMember('member', { permissions: { rsvp: true } });
    await client.call(STAFF_FUNCTIONS.remove, { uid: member.uid });
    expect((await staff.doc(member.uid).get()).exists).toBe(false);
  });

  type Client = Awaited<ReturnType<typeof webClient>>;
  const remove = (client: Client, uid: string) => client.call(STAFF_FUNCTIONS.remove, { uid });
  const demote = (client: Client, uid: string) =>
    client.call(STAFF_FUNCTIONS.update, { uid, role: null, permissions: ['news'] });
  const pairs = [
    ['remove each other', remove, remove],
    ['demote each other', demote, demote],
    ['one removes while the other demotes', remove, demote],
  ] as const;

  it('two admins acting on each other at the same moment leave exactly one admin', async () => {
    const refusals: string[] = [];
    // Several rounds: the functions emulator starts a second worker for a function on its first overlapping
    // call, so later rounds run both calls truly at once and meet in the transaction.
    for (let round = 0; round < 3; round++) {
      for (const [label, first, second] of pairs) {
        await clearAdmins();
        const [a, b] = await Promise.all([
          staffMember(`race-a`, { role: 'admin' }),
          staffMember(`race-b`, { role: 'admin' }),
        ]);
        const [asA, asB] = await Promise.all([webClient(a), webClient(b)]);
        expect(await adminUids()).toEqual([a.uid, b.uid].sort());

        const results = await Promise.allSettled([first(asA, b.uid), second(asB, a.uid)]);
        const refused = results.filter((result) => result.status === 'rejected');
        expect(refused, label).toHaveLength(1);
        const { message } = await callableError(Promise.reject((refused[0] as PromiseRejectedResult).reason));
        refusals.push(message);
        expect(await adminUids(), label).toHaveLength(1);
      }
    }
    console.info('refusals of the second call:', refusals);
    // Refused in the transaction (it saw one admin left) or, when the other call had already finished, at the
    // door (the caller is no longer an admin, or its session was ended). At least one pair met in the
    // transaction, or this test would not show it holds.
    for (const message of refusals) {
      expect([STAFF_MESSAGES.lastAdmin, STAFF_MESSAGES.notAdmin, STAFF_MESSAGES.sessionEnded]).toContain(
        message,
      );
    }
    expect(refusals).toContain(STAFF_MESSAGES.lastAdmin);
  }, 120_000);
});
