import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { HOME_OPINION_HIGHLIGHTS, type Language } from '@cvc/domain';
import { fetchColumnistAuthors, type ShownAuthor } from './columnistAuthor';
import { dateField, optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { inLanguage } from './inLanguage';
import { stillOnSite } from './stillOnSite';
import { publishedArticles } from './publishedQuery';
import { readingAsOfNow } from './publicationTime';

export interface OpinionTeaser {
  id: string;
  title: string;
  summary: string;
  slug: string;
  image_url: string | null;
  published_at: Date | null;
  columnist_id: string;
  /** The columnist, whose role may be in another language than the opinion. */
  columnist: ShownAuthor | null;
  /** The language its title and summary are in: the page's where translated, else Portuguese. */
  content_language: Language;
}

/**
 * Opinions as the lists of a page in `language` show them, each in its version in that language, with its
 * columnist joined in (SPEC §7), all columnists in one read.
 */
export async function toOpinionTeasers(
  snapshots: DocumentSnapshot[],
  language: Language,
): Promise<OpinionTeaser[]> {
  const docs = snapshots.map((snapshot) => inLanguage('opinions', snapshot, language));
  const columnistIds = docs.map((doc) => textField(doc, 'columnist_id'));
  const columnists = await fetchColumnistAuthors(columnistIds, language);
  return docs.map((doc, index) => ({
    id: doc.id,
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    slug: textField(doc, 'slug'),
    image_url: optionalTextField(doc, 'image_url'),
    published_at: dateField(doc, 'published_at'),
    columnist_id: columnistIds[index]!,
    columnist: columnists.get(columnistIds[index]!) ?? null,
    content_language: doc.language,
  }));
}

// Enough recent opinions to find four different columnists without reading the whole collection.
const SCAN_LIMIT = 40;
// Read in small pages and stop once four columnists are found: every document read is billed, and the newest
// few usually suffice, so the home no longer reads all 40 to show four.
const SCAN_PAGE = HOME_OPINION_HIGHLIGHTS;

/** Newest published opinion of each columnist, at most four (home highlights). */
export const fetchOpinionHighlights = readingAsOfNow(async function fetchOpinionHighlights(
  language: Language,
): Promise<OpinionTeaser[]> {
  const sdk = await firestore();
  const { getDocs, limit, query, startAfter } = sdk;
  const base = publishedArticles(sdk, 'opinions');
  const seen = new Set<string>();
  const oneEach: DocumentSnapshot[] = [];
  let scanned = 0;
  let last: DocumentSnapshot | undefined;
  while (oneEach.length < HOME_OPINION_HIGHLIGHTS && scanned < SCAN_LIMIT) {
    const page = Math.min(SCAN_PAGE, SCAN_LIMIT - scanned);
    const snapshot = await getDocs(
      last ? query(base, startAfter(last), limit(page)) : query(base, limit(page)),
    );
    for (const item of snapshot.docs.filter((doc) => stillOnSite(doc))) {
      const columnistId = textField(item, 'columnist_id');
      if (seen.has(columnistId)) continue;
      seen.add(columnistId);
      oneEach.push(item);
    }
    scanned += snapshot.docs.length;
    if (snapshot.docs.length < page) break;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
  return toOpinionTeasers(oneEach.slice(0, HOME_OPINION_HIGHLIGHTS), language);
});
