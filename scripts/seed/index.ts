/**
 * Seed data loader for the local Emulator Suite.
 *
 *   npx tsx scripts/emulators.ts exec "npx tsx scripts/seed/index.ts"
 *
 * Writes every collection with set() on stable ids (running it twice changes nothing but the dates, which
 * are relative to "now" so the demo stays fresh), then creates the demo staff accounts. Run directly, it
 * refuses to start unless both the Firestore and the Auth emulator hosts are set: it must never touch a real
 * project.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import {
  APPROVED_FACTORS_FIELD,
  COLLECTIONS,
  PERMISSION_KEYS,
  STAFF_FACTORS_COLLECTION,
  permissionsMap,
} from '@cvc/domain';
import { buildSeedContent } from './content';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR } from './demo-staff';
import type { DemoStaffAccount } from './demo-staff';

export { DEMO_ADMIN, DEMO_NEWS_EDITOR } from './demo-staff';
export { buildSeedContent } from './content';

const PROJECT_ID = 'demo-cvc';
/** Firestore allows 500 operations per batch. */
const BATCH_LIMIT = 500;

/** Dates become Firestore Timestamps, in nested objects and lists too. */
function toFirestoreValue(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toFirestoreValue(inner)]));
  }
  return value;
}

/** Writes every seed collection (document id = the stable `id`) and returns the count per collection. */
export async function seed(db: Firestore, options: { now?: Date } = {}): Promise<Record<string, number>> {
  const content = buildSeedContent(options.now ?? new Date());
  const counts: Record<string, number> = {};
  const writes: { collection: string; id: string; data: Record<string, unknown> }[] = [];
  for (const [collection, docs] of Object.entries(content) as [string, readonly { id: string }[]][]) {
    counts[collection] = docs.length;
    for (const { id, ...data } of docs) writes.push({ collection, id, data });
  }
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { collection, id, data } of writes.slice(start, start + BATCH_LIMIT)) {
      batch.set(db.collection(collection).doc(id), toFirestoreValue(data) as Record<string, unknown>);
    }
    await batch.commit();
  }
  return counts;
}

/** Creates the Auth user, or resets its password and name when it already exists. Returns the uid. */
async function upsertUser(
  auth: Auth,
  account: DemoStaffAccount,
): Promise<{ uid: string; factors: string[] }> {
  const existing = await auth.getUserByEmail(account.email).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });
  const profile = {
    password: account.password,
    displayName: account.name,
    emailVerified: true,
    disabled: false,
  };
  // Staff sign in with a second factor: the demo accounts have their phone enrolled already. An update must
  // name the factor's id (the Auth emulator refuses one without), a create must not.
  const phone = { factorId: 'phone' as const, phoneNumber: account.phone, displayName: 'Celular' };
  const user = existing
    ? await auth.updateUser(existing.uid, {
        ...profile,
        multiFactor: { enrolledFactors: [{ ...phone, uid: 'demo-phone' }] },
      })
    : await auth.createUser({ email: account.email, ...profile, multiFactor: { enrolledFactors: [phone] } });
  return { uid: user.uid, factors: (user.multiFactor?.enrolledFactors ?? []).map((factor) => factor.uid) };
}

/** What the server has seen of the demo accounts' factors, so no "factor added" is mailed for them. */
async function recordSeenFactors(auth: Auth, db: Firestore, uid: string): Promise<void> {
  const user = await auth.getUser(uid);
  const factors = (user.multiFactor?.enrolledFactors ?? []).map((factor) => ({
    id: factor.uid,
    kind: factor.factorId,
    label: factor.displayName ?? null,
  }));
  await db.collection(STAFF_FACTORS_COLLECTION).doc(uid).set({ factors });
}

/**
 * Creates (or updates) the demo admin and the news-only editor: Auth user, `admin_users/{uid}` record and
 * custom claims, set here directly so the seed does not depend on the claims trigger.
 */
export async function createDemoStaff(
  auth: Auth,
  db: Firestore,
): Promise<{ adminUid: string; newsEditorUid: string }> {
  const demoAdmin = await upsertUser(auth, DEMO_ADMIN);
  const adminUid = demoAdmin.uid;
  // The role alone grants every key; the full map keeps the record readable in the staff screen. The demo
  // phones count as confirmed by mail, as a member's own enrolment would leave them.
  await db
    .collection(COLLECTIONS.adminUsers)
    .doc(adminUid)
    .set({
      email: DEMO_ADMIN.email,
      name: DEMO_ADMIN.name,
      role: 'admin',
      permissions: permissionsMap(PERMISSION_KEYS),
      [APPROVED_FACTORS_FIELD]: demoAdmin.factors,
    });
  await auth.setCustomUserClaims(adminUid, { role: 'admin' });

  const newsEditor = await upsertUser(auth, DEMO_NEWS_EDITOR);
  const newsEditorUid = newsEditor.uid;
  // set() without merge: a role left over from an earlier run is removed.
  await db
    .collection(COLLECTIONS.adminUsers)
    .doc(newsEditorUid)
    .set({
      email: DEMO_NEWS_EDITOR.email,
      name: DEMO_NEWS_EDITOR.name,
      permissions: permissionsMap(['news']),
      [APPROVED_FACTORS_FIELD]: newsEditor.factors,
    });
  await auth.setCustomUserClaims(newsEditorUid, { perms: { news: true } });
  await Promise.all([adminUid, newsEditorUid].map((uid) => recordSeenFactors(auth, db, uid)));

  return { adminUid, newsEditorUid };
}

async function main(): Promise<void> {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter(
    (name) => !process.env[name],
  );
  if (missing.length > 0) {
    console.error(
      `Refusing to seed: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set.\n` +
        'The seed only runs against the local Firebase emulators, never a real project. Run it with:\n' +
        '  npx tsx scripts/emulators.ts exec "npx tsx scripts/seed/index.ts"',
    );
    process.exitCode = 1;
    return;
  }
  const app = initializeApp({ projectId: PROJECT_ID }, 'seed');
  try {
    const counts = await seed(getFirestore(app));
    await createDemoStaff(getAuth(app), getFirestore(app));
    console.log(`Seeded project ${PROJECT_ID}:`);
    for (const [collection, count] of Object.entries(counts))
      console.log(`  ${collection.padEnd(18)} ${count}`);
    console.log(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (SMS code to ${DEMO_ADMIN.phone})`);
    console.log(
      `News editor: ${DEMO_NEWS_EDITOR.email} / ${DEMO_NEWS_EDITOR.password} (SMS code to ${DEMO_NEWS_EDITOR.phone})`,
    );
  } finally {
    await deleteApp(app);
  }
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && resolve(invokedPath) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('Seeding failed:', error);
    process.exitCode = 1;
  });
}
