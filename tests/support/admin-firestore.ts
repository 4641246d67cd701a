import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../scripts/lib/emulators';

/** firebase-admin on the emulator (FIRESTORE_EMULATOR_HOST is set by emulators:exec): sees past the rules. */
export function adminFirestore() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}
