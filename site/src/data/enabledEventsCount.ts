import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@cvc/domain';
import { db } from './firebase';

/** Count of enabled events for the Activities badge; an aggregation, so no event is downloaded. */
export async function fetchEnabledEventsCount(): Promise<number> {
  const snapshot = await getCount(query(collection(db, COLLECTIONS.events), where('enabled', '==', true)));
  return snapshot.data().count;
}
