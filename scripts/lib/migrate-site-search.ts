import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LANGUAGES,
  SITE_SEARCH_COLLECTION,
  SITE_SEARCH_KINDS,
  type SiteSearchKind,
} from '@cvc/domain';
import { searchEntriesOf, searchEntryId } from '@cvc/web';

/** Items read per round: their entries (one per language) fit one write batch of at most 500 writes. */
const PAGE = Math.floor(500 / LANGUAGES.length);

const COLLECTION_OF: Record<SiteSearchKind, string> = {
  news: COLLECTIONS.news,
  opinion: COLLECTIONS.opinions,
  report: COLLECTIONS.reports,
  event: COLLECTIONS.events,
};

/**
 * Writes the search entries (one per page language) of every item a visitor can see, and deletes any other
 * item's, as the search triggers would on a save: for content stored before the triggers existed, or before
 * entries had a language (the search asks `language ==`, so an entry without one is found by none). Pages by
 * document id, so it runs in bounded memory and can run again. Returns how many entries it wrote.
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
        const entries = searchEntriesOf(kind, doc.id, doc.data());
        for (const language of LANGUAGES) {
          const ref = db.collection(SITE_SEARCH_COLLECTION).doc(searchEntryId(kind, doc.id, language));
          const entry = entries[language];
          if (entry) {
            batch.set(ref, entry);
            written += 1;
          } else batch.delete(ref);
        }
      }
      await batch.commit();
      after = page.docs.at(-1)!.id;
    }
  }
  return written;
}
