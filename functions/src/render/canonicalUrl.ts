import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { queryOf } from './sendRenderedPage';
import { searchQueryText } from '@cvc/domain';

// The CDN keys a rendered page on its full URL, so `/?x=1` or `/noticias?page=2&utm=…` would each be a fresh
// render, with its Firestore reads. Such a request gets a redirect to the page's one address instead: only the
// parameters the page reads, each in its canonical form. The redirect itself is kept by the CDN.

/** The query parameters a page reads, each with its canonical value (null leaves it out). */
export type KnownParams = Record<string, (value: string) => string | null>;

/** Every query parameter a page may declare it reads (its route.ts `params`), with its canonical form. */
export const QUERY_PARAMS: KnownParams = {
  // `?page=N` of the lists: page 1, or anything but a whole number, is the bare address (as the site links).
  page: (value) => {
    const page = /^\d+$/.test(value) ? Number(value) : 1;
    return Number.isSafeInteger(page) && page > 1 ? String(page) : null;
  },
  // `?event=<id>` on the home opens that event's sign-up in the browser (SPEC deep link).
  event: (value) => (value.trim() ? value : null),
  // `?q=` of the search page: its words with single spaces, cut to the length the page reads; blank is no query.
  q: (value) => searchQueryText(value) || null,
};

/** The canonical forms of the parameters a page declares; one this file does not know is a build mistake. */
export function knownParamsOf(names: readonly string[]): KnownParams {
  return Object.fromEntries(
    names.map((name) => {
      const canonical = QUERY_PARAMS[name];
      if (!canonical) throw new Error(`No canonical form for the query parameter ${name}`);
      return [name, canonical];
    }),
  );
}

/** The canonical query string (with its `?`, or '') of `query` for a page reading `known`. */
export function canonicalQuery(query: string, known: KnownParams = {}): string {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, canonical] of Object.entries(known)) {
    const value = given.get(name);
    const normal = value === null ? null : canonical(value);
    if (normal !== null) kept.set(name, normal);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Browsers ask again each time; the CDN keeps the redirect a day, so a repeated junk URL never reaches us. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400';

/**
 * Answers a GET or HEAD whose address is not the canonical one (`path`, then the known parameters) with a 301
 * to it, before anything is read. Returns whether it answered.
 */
export function redirectToCanonical(
  req: Request,
  res: Response,
  { path, known }: { path: string; known?: KnownParams },
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const query = queryOf(req);
  const canonical = `${path}${canonicalQuery(query, known)}`;
  if (`${req.path}${query}` === canonical) return false;
  res.status(301).set('Location', canonical).set('Cache-Control', REDIRECT_CACHE_CONTROL).end();
  return true;
}
