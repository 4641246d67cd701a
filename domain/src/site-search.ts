// The site's search (/busca): which words an item is found by. A trigger stores an item's tokens on its entry in
// `site_search`, the page asks for the query's terms with array-contains-any, and both go through `searchTerms`,
// so accents, case, a plural and a prefix of three letters or more never decide a match.
import type { Language } from './constants';
import { searchText } from './lead-search';

/** The collection of search entries, one per published item and language; only the functions write it. */
export const SITE_SEARCH_COLLECTION = 'site_search';

/** Results per page, as on the lists. */
export const SITE_SEARCH_PAGE_SIZE = 12;

/** Entries a query reads at most (newest first among those matching any term), then ranks in memory. */
export const SITE_SEARCH_CANDIDATES = 120;

/** A query's terms beyond this are ignored (array-contains-any takes at most 30 values; ten words is plenty). */
export const SITE_SEARCH_TERMS_MAX = 10;

/** A query's text as the page reads it: single spaces, trimmed, at most 200 characters (no search needs more). */
export function searchQueryText(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** The shortest prefix a query may end in. */
export const SITE_SEARCH_PREFIX_MIN = 3;

/** Words longer than this are cut to it (prefixes beyond it would only bloat the entry). */
const WORD_MAX = 24;

/** Tokens per entry at most: each is an index entry, so a very long body cannot make a write expensive. */
export const SITE_SEARCH_TOKENS_MAX = 3000;

// Portuguese, Spanish and English plurals to the singular, longest ending first, applied after accents are gone:
// inovações → inovacoes → inovacao, capitais → capital, papéis → papel, mulheres → mulher, luzes → luz,
// companies → company, startups → startup, relatórios → relatorio. Only words of five letters or more.
const PLURALS: readonly (readonly [string, string])[] = [
  ['oes', 'ao'],
  ['aes', 'ao'],
  ['ies', 'y'],
  ['ais', 'al'],
  ['eis', 'el'],
  ['ois', 'ol'],
  ['uis', 'ul'],
  ['res', 'r'],
  ['zes', 'z'],
  ['ses', 's'],
  ['ns', 'm'],
  ['s', ''],
];

/** A word's singular as the search keeps it ('inovacoes' → 'inovacao'); short words stay as they are. */
export function singular(word: string): string {
  if (word.length < 5) return word;
  for (const [plural, single] of PLURALS) {
    if (word.endsWith(plural) && !word.endsWith('ss')) return word.slice(0, -plural.length) + single;
  }
  return word;
}

/** The words of a text as the search compares them: no accents, lower case, at most 24 letters. */
function searchWords(text: string): string[] {
  return searchText(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.slice(0, WORD_MAX));
}

/**
 * Every token an item is found by: each prefix of three letters or more of each of its words, and of the
 * word's singular. A query term (a singular, siteSearchTerms) matches when it is one of them, so 'inov' and
 * 'inovações' find 'Inovação', 'startups' finds 'startup' and 'análise' finds 'análises'.
 */
export function siteSearchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(searchWords)) {
    for (const form of [word, singular(word)]) {
      for (let length = SITE_SEARCH_PREFIX_MIN; length <= form.length; length += 1) {
        tokens.add(form.slice(0, length));
      }
    }
    if (tokens.size >= SITE_SEARCH_TOKENS_MAX) break;
  }
  return [...tokens].slice(0, SITE_SEARCH_TOKENS_MAX);
}

/** The terms of a query, or none when it has no word of three letters or more (answered like an empty one). */
export function siteSearchTerms(query: string): string[] {
  const words = searchWords(query)
    .map(singular)
    .filter((word) => word.length >= SITE_SEARCH_PREFIX_MIN);
  return [...new Set(words)].slice(0, SITE_SEARCH_TERMS_MAX);
}

/** The kinds of item the search finds. */
export const SITE_SEARCH_KINDS = ['news', 'opinion', 'report', 'event'] as const;
export type SiteSearchKind = (typeof SITE_SEARCH_KINDS)[number];

/** An entry as stored: what a result shows, never a staff field. */
export interface SiteSearchEntry {
  kind: SiteSearchKind;
  /** The search it serves: the page language whose queries ask for it. */
  language: Language;
  /** The language its title, summary and words are in: its own when translated, else Portuguese. */
  content_language: Language;
  title: string;
  summary: string;
  /** The item's address without the language prefix, with that language's slug (the page adds the prefix). */
  path: string;
  /** Publication date (news, opinions, reports) or the event's day, for "newest first". */
  date: Date;
  /**
   * From when a visitor may find it: a scheduled item's published_at (the entry is written at the save), the
   * epoch for an event. The rules and the search query compare it with the time of the read.
   */
  visible_from: Date;
  /**
   * When it leaves the search with its item (the item's unpublish_at), or null. A query cannot ask it (most
   * entries have none to compare), so the search drops such entries as it reads.
   */
  visible_until: Date | null;
  tokens: string[];
}

/** An event's entry is visible from the start: events have no schedule. */
export const ALWAYS_VISIBLE = new Date(0);

/**
 * Ranks candidates for the query: more of its terms matched first, then more of them in the title, then newest.
 * `tokens`, `title` and `date` come from each entry.
 */
export function rankSearchResults<T extends { tokens: string[]; title: string; date: Date }>(
  candidates: T[],
  terms: string[],
): T[] {
  const count = (tokens: string[]) => terms.filter((term) => tokens.includes(term)).length;
  return candidates
    .map((entry) => ({ entry, score: count(entry.tokens), title: count(siteSearchTokens(entry.title)) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.title - a.title || b.entry.date.getTime() - a.entry.date.getTime())
    .map(({ entry }) => entry);
}
