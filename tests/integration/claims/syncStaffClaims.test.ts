import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, PERMISSION_KEYS, STAFF_CLAIMS_SYNC_COLLECTION } from '@cvc/domain';
import { PROJECT_ID } from '../../support/emulators';

// The functions emulator runs triggers only for the project it was started with (demo-cvc), so these tests
// write real admin_users records there, each for a fresh Auth user, and poll until the trigger has run.

let app: App;
beforeAll(() => {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Run under the emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST unset.',
    );
  }
  app = initializeApp({ projectId: PROJECT_ID }, `claims-${randomUUID()}`);
});
afterAll(() => deleteApp(app));

async function newUser(): Promise<string> {
  const user = await getAuth(app).createUser({
    email: `claims-${randomUUID()}@test.local`,
    password: 'x-12345678',
  });
  return user.uid;
}
const record = (uid: string) => getFirestore(app).collection(COLLECTIONS.adminUsers).doc(uid);
const marker = (uid: string) => getFirestore(app).collection(STAFF_CLAIMS_SYNC_COLLECTION).doc(uid);

/** Polls the user's custom claims until `check` holds (the trigger runs asynchronously). */
async function claimsWhen(uid: string, check: (claims: Record<string, unknown> | undefined) => boolean) {
  const deadline = Date.now() + 20_000;
  let claims: Record<string, unknown> | undefined;
  while (Date.now() < deadline) {
    claims = (await getAuth(app).getUser(uid)).customClaims;
    if (check(claims)) return claims;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`claims never matched; last seen ${JSON.stringify(claims)}`);
}

const isEqual = (expected: unknown) => (claims: unknown) =>
  JSON.stringify(claims ?? {}) === JSON.stringify(expected);

describe('syncStaffClaims (functions + auth emulators)', () => {
  it('stamps perms, follows a change to admin, and clears on delete, with a marker each time', async () => {
    const uid = await newUser();
    await record(uid).set({ email: 'a@test.local', name: 'A', permissions: { news: true, leads: true } });
    expect(await claimsWhen(uid, (c) => c?.perms !== undefined)).toEqual({
      perms: { news: true, leads: true },
    });
    const first = await marker(uid).get();
    expect(first.get('claims')).toEqual({ perms: { news: true, leads: true } });

    await record(uid).set({ email: 'a@test.local', name: 'A', role: 'admin', permissions: {} });
    expect(await claimsWhen(uid, (c) => c?.role !== undefined)).toEqual({ role: 'admin' });

    await record(uid).delete();
    await claimsWhen(uid, isEqual({}));
    await expect.poll(async () => (await marker(uid).get()).get('claims'), { timeout: 10_000 }).toBeNull();
  });

  it('ignores unknown keys and anything but a literal true', async () => {
    const uid = await newUser();
    await record(uid).set({
      email: 'b@test.local',
      name: 'B',
      role: 'owner',
      permissions: { news: true, everything: true, leads: 'true', events: 1, crawler: false },
    });
    expect(await claimsWhen(uid, (c) => c !== undefined && 'perms' in c)).toEqual({ perms: { news: true } });
  });

  it('keeps the claims of a staff member holding all thirteen keys under 1000 bytes', async () => {
    const uid = await newUser();
    const permissions = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true]));
    await record(uid).set({ email: 'c@test.local', name: 'C', permissions });
    const claims = await claimsWhen(uid, (c) => c?.perms !== undefined);
    expect(claims).toEqual({ perms: permissions });
    expect(Buffer.byteLength(JSON.stringify(claims))).toBeLessThan(1000);
  });
});
