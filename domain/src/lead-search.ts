/**
 * Search tokens of a lead. Firestore has no substring search, so each lead stores the prefixes its fields can
 * be looked up by, and the console asks for one of them with `array-contains`. Both sides go through
 * `searchText`, so accents, case and punctuation never decide a match.
 */

/** Leads per page of the console's list: the live first page reads one more, to know whether more follow. */
export const LEADS_PAGE_SIZE = 50;

/** The field a trigger writes on every lead; clients may never write it (firestore.rules). */
export const LEAD_SEARCH_FIELD = 'search_tokens';

/** Prefixes stop here: a longer query is cut to this length, which still narrows to the same leads. */
export const SEARCH_PREFIX_MAX = 24;
/** Only the first words of a field start prefixes, so a long company name cannot bloat the lead. */
const WORDS_PER_FIELD = 6;
/** Hard cap per lead (each token is an index entry). */
export const SEARCH_TOKENS_MAX = 200;

/** 'João  ARAÚJO-Silva' → 'joao araujo silva': no accents, lower case, words separated by one space. */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Prefixes of the whole text ('ana lima' → a, an, ana, ana l, ana li, …) and of each of its next words on
 * their own (l, li, lim, lima): a search may start at any word, and run on across words from the first.
 */
function prefixesOf(value: string): string[] {
  const words = searchText(value).split(' ').filter(Boolean).slice(0, WORDS_PER_FIELD);
  const prefixes = (text: string) => {
    const cut = text.slice(0, SEARCH_PREFIX_MAX);
    const out: string[] = [];
    // A prefix ending in a space is the same search as the one before it.
    for (let length = 1; length <= cut.length; length += 1)
      if (cut[length - 1] !== ' ') out.push(cut.slice(0, length));
    return out;
  };
  return [...prefixes(words.join(' ')), ...words.slice(1).flatMap(prefixes)];
}

export type LeadSearchFields = { name?: unknown; email?: unknown; company?: unknown };

/**
 * Every token a search can match on a lead: prefixes of the name, of the company and of the email
 * ('maria.silva@acme.com' is found by 'maria', 'silva', 'acme' and 'maria.silva@ac').
 */
export function leadSearchTokens(lead: LeadSearchFields): string[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const email = text(lead.email);
  const fields = [text(lead.name), text(lead.company), email, email.split('@')[0] ?? ''];
  return [...new Set(fields.flatMap(prefixesOf))].slice(0, SEARCH_TOKENS_MAX);
}

/** The token a search box asks for, or null when the query holds no letter or digit (no search then). */
export function searchTokenOf(query: string): string | null {
  const token = searchText(query).slice(0, SEARCH_PREFIX_MAX).trimEnd();
  return token === '' ? null : token;
}
