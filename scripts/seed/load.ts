import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../lib/emulators';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR } from './demo-staff';
import { createDemoStaff, seed } from './index';

/** Seeds the running emulators (never a real project) and creates the demo staff accounts. */
export async function loadSeed(now = new Date()) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.');
  }
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const counts = await seed(db, { now });
  await createDemoStaff(getAuth(app), db);
  return { counts, staff: { admin: DEMO_ADMIN, editor: DEMO_NEWS_EDITOR } };
}
