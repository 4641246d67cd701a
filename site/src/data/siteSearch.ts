import type { DocumentSnapshot } from 'firebase/firestore/lite';
import {
  SITE_SEARCH_CANDIDATES,
  SITE_SEARCH_COLLECTION,
  SITE_SEARCH_KINDS,
  SITE_SEARCH_PAGE_SIZE,
  isTranslationLanguage,
  rankSearchResults,
  siteSearchTerms,
  type Language,
  type SiteSearchKind,
} from '@cvc/domain';
import { dateField, textField, textListField } from './convert';
import { firestore } from './firestore';
import { readingAsOfNow } from './publicationTime';

export interface SearchResult {
  id: string;
  kind: SiteSearchKind;
  title: string;
  summary: string;
  /** Its address without the language prefix, with its slug in the page's language; the Link adds the prefix. */
  path: string;
  date: Date | null;
  /** The language its title and summary are in: the page's when translated, else 'pt' (the card marks it). */
  content_language: Language;
}

export interface SearchAnswer {
  /** False for a query without a word of three letters or more: the page shows its hint and reads nothing. */
  searched: boolean;
  /** The results of the page asked for; when nothing matched, the latest items instead (`found` false). */
  items: SearchResult[];
  found: boolean;
  /** Results in all, at most SITE_SEARCH_CANDIDATES. */
  total: number;
}

const kindOf = (doc: DocumentSnapshot): SiteSearchKind => {
  const kind = textField(doc, 'kind');
  return (SITE_SEARCH_KINDS as readonly string[]).includes(kind) ? (kind as SiteSearchKind) : 'news';
};

/** An entry whose item's unpublish time has come is dropped as it is read: no query can leave it out. */
const stillFound = (doc: DocumentSnapshot, now: Date) => {
  const until = dateField(doc, 'visible_until');
  return until === null || until > now;
};

const contentLanguageOf = (doc: DocumentSnapshot): Language => {
  const language = textField(doc, 'content_language');
  return isTranslationLanguage(language) ? language : 'pt';
};

function toResult(doc: DocumentSnapshot): SearchResult & { tokens: string[]; date: Date } {
  return {
    id: doc.id,
    kind: kindOf(doc),
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    path: textField(doc, 'path'),
    date: dateField(doc, 'date') ?? new Date(0),
    content_language: contentLanguageOf(doc),
    tokens: textListField(doc, 'tokens'),
  };
}

const shown = ({ id, kind, title, summary, path, date, content_language }: SearchResult): SearchResult => ({
  id,
  kind,
  title,
  summary,
  path,
  date,
  content_language,
});

/**
 * The site search of a page language: the newest SITE_SEARCH_CANDIDATES entries of that language holding any of
 * the query's terms, in one query, ranked by how many terms each holds, then newest. Each item has an entry per
 * language, in its translation when it has one, else in Portuguese. Cost: at most 120 document reads per query (12 when
 * nothing matches and the latest items are shown), whatever the number of items.
 */
export const fetchSearch = readingAsOfNow(async function fetchSearch({
  q,
  page,
  language,
}: {
  q: string;
  page: number;
  language: Language;
}): Promise<SearchAnswer> {
  const terms = siteSearchTerms(q);
  if (terms.length === 0) return { searched: false, items: [], found: false, total: 0 };
  const { collection, db, getDocs, limit, orderBy, publicationTime, query, where } = await firestore();
  // An entry is written when its item is saved: a scheduled item's waits for its time (the rules ask this).
  const entries = query(
    collection(db, SITE_SEARCH_COLLECTION),
    where('language', '==', language),
    where('visible_from', '<=', publicationTime()),
  );
  // Named after the date, the range's field orders as Firestore would append it, so the index says it plainly.
  const newestFirst = [orderBy('date', 'desc'), orderBy('visible_from', 'desc')];
  const candidates = await getDocs(
    query(
      entries,
      where('tokens', 'array-contains-any', terms),
      ...newestFirst,
      limit(SITE_SEARCH_CANDIDATES),
    ),
  );
  const now = new Date();
  const current = candidates.docs.filter((doc) => stillFound(doc, now));
  const ranked = rankSearchResults(current.map(toResult), terms);
  if (ranked.length > 0) {
    const start = (page - 1) * SITE_SEARCH_PAGE_SIZE;
    return {
      searched: true,
      found: true,
      total: ranked.length,
      items: ranked.slice(start, start + SITE_SEARCH_PAGE_SIZE).map(shown),
    };
  }
  const latest = await getDocs(query(entries, ...newestFirst, limit(SITE_SEARCH_PAGE_SIZE)));
  const latestShown = latest.docs.filter((doc) => stillFound(doc, now));
  return { searched: true, found: false, total: 0, items: latestShown.map(toResult).map(shown) };
});
