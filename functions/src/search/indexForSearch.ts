import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, SITE_SEARCH_COLLECTION, type SiteSearchKind } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { searchEntryOf } from '@cvc/web';

const SEARCHED: Record<SiteSearchKind, string> = {
  news: COLLECTIONS.news,
  opinion: COLLECTIONS.opinions,
  report: COLLECTIONS.reports,
  event: COLLECTIONS.events,
};

/**
 * Keeps the site search's entry of an item as the item is: written when a visitor can see it, deleted when it is
 * unpublished, disabled or deleted. The item is read again rather than taken from the event, so deliveries out
 * of order or retried still leave the entry of its latest state. Costs per write: one invocation, one read,
 * one entry write or delete.
 */
function indexOf(kind: SiteSearchKind) {
  return onDocumentWritten(`${SEARCHED[kind]}/{id}`, async (event) => {
    const { id } = event.params;
    const db = getFirestore(adminApp());
    const item = await db.collection(SEARCHED[kind]).doc(id).get();
    const entry = searchEntryOf(kind, id, item.exists ? item.data() : undefined);
    const ref = db.collection(SITE_SEARCH_COLLECTION).doc(`${kind}-${id}`);
    await (entry ? ref.set(entry) : ref.delete());
  });
}

/** Exported as a group: deployed as search-news, search-opinion, search-report, search-event. */
export const search = {
  news: indexOf('news'),
  opinion: indexOf('opinion'),
  report: indexOf('report'),
  event: indexOf('event'),
};
