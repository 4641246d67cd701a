import type { DocumentSnapshot, Query } from 'firebase/firestore/lite';
import { LIST_PAGE_SIZE, type Language } from '@cvc/domain';
import { firestore, type FirestoreSdk } from './firestore';
import { stillOnSite } from './stillOnSite';
import { readingAsOfNow } from './publicationTime';

export interface Page<T> {
  items: T[];
  /** Exact number of visible rows, counted by the server. */
  total: number;
}

/** Which page of a list, for a page in which language (its items come in it where translated). */
export interface PageOf {
  page: number;
  language: Language;
}

/**
 * Firestore has no offset, so page N either continues from the last document of page N-1 (remembered when the
 * visitor walked there) or, on a direct link to ?page=N, reads the first N pages and keeps the last one.
 * One cache per list; it lives as long as the tab. Rows are converted a page at a time, so a join (the
 * columnists of opinions) costs one read per page rather than one per row.
 */
export function pagedReader<T>(
  baseOf: (sdk: FirestoreSdk) => Query,
  toItems: (docs: DocumentSnapshot[], language: Language) => T[] | Promise<T[]>,
) {
  const lastDocOfPage = new Map<number, DocumentSnapshot>();

  // The cursors are the documents', the same in every language.
  return readingAsOfNow(async function readPage({ page, language }: PageOf): Promise<Page<T>> {
    const sdk = await firestore();
    const { getCount, getDocs, limit, query, startAfter } = sdk;
    const base = baseOf(sdk);
    const previous = lastDocOfPage.get(page - 1);
    const rows = previous
      ? query(base, startAfter(previous), limit(LIST_PAGE_SIZE))
      : query(base, limit(page * LIST_PAGE_SIZE));
    const [count, snapshot] = await Promise.all([getCount(base), getDocs(rows)]);
    const docs = previous ? snapshot.docs : snapshot.docs.slice((page - 1) * LIST_PAGE_SIZE);
    const last = docs[docs.length - 1];
    if (last) lastDocOfPage.set(page, last);
    // An item past its unpublish time is left out; the count, which the query alone decides, still has it.
    return {
      items: await toItems(
        docs.filter((doc) => stillOnSite(doc)),
        language,
      ),
      total: count.data().count,
    };
  });
}
