import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, setBackgroundTriggers } from '../lib/emulators';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR } from './demo-staff';
import { createDemoStaff, seed } from './index';
import { recountStats } from '../lib/stats-recount';
import { migrateSiteSearch } from '../lib/migrate-site-search';

interface LoadOptions {
  now?: Date;
  /** Delete every document of the project first, so the data is exactly the seed (end-to-end runs). */
  reset?: boolean;
}

/** Seeds the running emulators (never a real project) and creates the demo staff accounts. */
export async function loadSeed({ now = new Date(), reset = false }: LoadOptions = {}) {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.');
  }
  const app =
    getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  // A reset deletes whatever earlier suites left (hundreds of leads and sign-ups). Their delete events reach the
  // counting triggers late, stamped later than the recount below (a full run's Painel showed Total: -308), so the
  // triggers stay off until the data is the seed and counted; the seed's own writes are in the recount.
  if (reset) await setBackgroundTriggers(false);
  let counts: Awaited<ReturnType<typeof seed>>;
  try {
    if (reset) await clearEmulatorFirestore(firestoreHost);
    counts = await seed(db, { now });
    // The counting triggers may have missed writes made before the functions loaded: count from the data.
    await recountStats(db, now);
    // So may the search triggers (and a reset runs with them off): index the seed's content from the data too.
    await migrateSiteSearch(db);
  } finally {
    if (reset) await setBackgroundTriggers(true);
  }
  // With the triggers back on, the claims-sync trigger sees the demo staff's records like any staff write.
  await createDemoStaff(getAuth(app), db);
  return { counts, staff: { admin: DEMO_ADMIN, editor: DEMO_NEWS_EDITOR } };
}

/** The Firestore emulator's own endpoint for wiping a project's documents; it exists only on the emulator. */
async function clearEmulatorFirestore(host: string): Promise<void> {
  const url = `http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator: ${response.status}`);
}
