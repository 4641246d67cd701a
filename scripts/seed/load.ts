import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../lib/emulators';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR } from './demo-staff';
import { createDemoStaff, seed } from './index';
import { recountStats } from '../lib/stats-recount';

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
  if (reset) await clearEmulatorFirestore(firestoreHost);
  const app =
    getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const counts = await seed(db, { now });
  // The counting triggers may have missed writes made before the functions loaded: count from the data.
  await recountStats(db, now);
  await createDemoStaff(getAuth(app), db);
  return { counts, staff: { admin: DEMO_ADMIN, editor: DEMO_NEWS_EDITOR } };
}

/** The Firestore emulator's own endpoint for wiping a project's documents; it exists only on the emulator. */
async function clearEmulatorFirestore(host: string): Promise<void> {
  const url = `http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator: ${response.status}`);
}
