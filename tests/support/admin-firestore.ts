import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../scripts/lib/emulators';

/**
 * firebase-admin on the emulator (FIRESTORE_EMULATOR_HOST is set by emulators:exec): sees past the rules. Always
 * the default app, of demo-cvc: a file that opens an app of a project of its own first (a migration's, say) must
 * not have its trigger-queue markers written there, where no function stamps them.
 */
export function adminFirestore() {
  const app =
    getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}
