import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, SITE_SEARCH_COLLECTION, type SiteSearchKind } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { changedSearchEntries } from '@cvc/web';

const SEARCHED: Record<SiteSearchKind, string> = {
  news: COLLECTIONS.news,
  opinion: COLLECTIONS.opinions,
  report: COLLECTIONS.reports,
  event: COLLECTIONS.events,
};

/**
 * Keeps the site search's entries of an item (one per page language) as the item is: written when a visitor can
 * see it, deleted when it is unpublished, disabled or deleted. The item is read again rather than taken from the
 * event, so deliveries out of order or retried still leave the entries of its latest state; the event's before
 * says which entries that state changes, so only those are written. Costs per write: one invocation, one read,
 * and one entry write or delete per language whose entry changed (none for a save that touches no searched text).
 */
function indexOf(kind: SiteSearchKind) {
  return onDocumentWritten(`${SEARCHED[kind]}/{id}`, async (event) => {
    const { id } = event.params;
    const db = getFirestore(adminApp());
    const item = await db.collection(SEARCHED[kind]).doc(id).get();
    const before = event.data?.before;
    const changes = changedSearchEntries(
      kind,
      id,
      before?.exists ? before.data() : undefined,
      item.exists ? item.data() : undefined,
    );
    if (changes.length === 0) return;
    const batch = db.batch();
    for (const { id: entryId, entry } of changes) {
      const ref = db.collection(SITE_SEARCH_COLLECTION).doc(entryId);
      if (entry) batch.set(ref, entry);
      else batch.delete(ref);
    }
    await batch.commit();
  });
}

/** Exported as a group: deployed as search-news, search-opinion, search-report, search-event. */
export const search = {
  news: indexOf('news'),
  opinion: indexOf('opinion'),
  report: indexOf('report'),
  event: indexOf('event'),
};
