import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SEARCH_COLLECTION, SITE_SEARCH_KINDS, type SiteSearchKind } from '@cvc/domain';
import { searchEntryOf } from '@cvc/web';

/** Items read and entries written per round: one write batch (Firestore allows 500 writes per batch). */
const PAGE = 500;

const COLLECTION_OF: Record<SiteSearchKind, string> = {
  news: COLLECTIONS.news,
  opinion: COLLECTIONS.opinions,
  report: COLLECTIONS.reports,
  event: COLLECTIONS.events,
};

/**
 * Writes the search entry of every item a visitor can see, and deletes any other item's, as the search triggers
 * would on a save: for content stored before the triggers existed. Pages by document id, so it runs in bounded
 * memory and can run again. Returns how many entries it wrote.
 */
export async function migrateSiteSearch(db: Firestore): Promise<number> {
  let written = 0;
  for (const kind of SITE_SEARCH_KINDS) {
    const items = db.collection(COLLECTION_OF[kind]);
    let after: string | null = null;
    for (;;) {
      const byId = items.orderBy(FieldPath.documentId()).limit(PAGE);
      const page = await (after === null ? byId : byId.startAfter(after)).get();
      if (page.empty) break;
      const batch = db.batch();
      for (const doc of page.docs) {
        const entry = searchEntryOf(kind, doc.id, doc.data());
        const ref = db.collection(SITE_SEARCH_COLLECTION).doc(`${kind}-${doc.id}`);
        if (entry) {
          batch.set(ref, entry);
          written += 1;
        } else batch.delete(ref);
      }
      await batch.commit();
      after = page.docs.at(-1)!.id;
    }
  }
  return written;
}
