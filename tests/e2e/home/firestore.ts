import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { PROJECT_ID } from '../../../scripts/lib/emulators';
import { uniqueSuffix } from '../../support/unique';

/** firebase-admin on the Firestore emulator (FIRESTORE_EMULATOR_HOST comes from emulators:exec). */
export function adminDb() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

/** The documents of a collection whose `email` is the given one; each spec uses a unique address. */
export async function docsByEmail(collection: string, email: string) {
  const snapshot = await adminDb().collection(collection).where('email', '==', email).get();
  return snapshot.docs.map((doc) => doc.data());
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${uniqueSuffix()}@example.com`;

/** An event's calendar day ('YYYY-MM-DD') as stored. */
export async function eventDate(id: string): Promise<string> {
  return String((await adminDb().collection(COLLECTIONS.events).doc(id).get()).get('date'));
}
