import { COLLECTIONS } from '@cvc/domain';
import { firestore } from './firestore';

/** Count of enabled events for the Activities badge; an aggregation, so no event is downloaded. */
export async function fetchEnabledEventsCount(): Promise<number> {
  const { collection, db, getCount, query, where } = await firestore();
  const snapshot = await getCount(query(collection(db, COLLECTIONS.events), where('enabled', '==', true)));
  return snapshot.data().count;
}
