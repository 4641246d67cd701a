import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, CVC_DIRECTORY_COLLECTION } from '@cvc/domain';
import { PROJECT_ID } from '../../../scripts/lib/emulators';
import { buildCvcDirectory } from '../../../scripts/seed/content/cvcs';
import { buildMarketSectors } from '../../../scripts/seed/content/market-sectors';

/** Writes the seed's market sectors and CVC directory (same ids as the seed, so it is idempotent). */
export async function seedMarketData() {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const batch = db.batch();
  const sectors = buildMarketSectors();
  const directory = buildCvcDirectory();
  for (const { id, ...data } of sectors) batch.set(db.collection(COLLECTIONS.marketSectors).doc(id), data);
  for (const { id, ...data } of directory) batch.set(db.collection(CVC_DIRECTORY_COLLECTION).doc(id), data);
  await batch.commit();
  return { sectors, directory };
}
