import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { SECURITY_HEADERS, languageOfPath, type PageDeclaration } from '@cvc/web';
import { sendNotFoundPage, sendRenderedPage, queryOf } from './sendRenderedPage';
import { loadRenderer } from './serverRender';
import { knownParamsOf, redirectToCanonical } from './canonicalUrl';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { HOME_MIN_INSTANCES } from '../shared/params';
import { redirectFromPreviousSlug } from './previousSlugRedirect';

// Every page the site renders per request with its data (its route.ts says `render: 'request'`), in every
// language: Hosting's rewrites send their addresses here (a test derives them from the declarations), and
// every address nothing else claims, which gets the not-found page of its language with a 404. The page,
// its query parameters, its head (a shared event's preview on the home included) and how long the CDN keeps it
// come from the site's declaration; this answers the HTTP.

/**
 * Firestore has no offset, so ?page=N reads N pages' worth of documents. The first pages are rendered with
 * their data; a deeper one (rare, and otherwise a cheap way to make the function read a whole collection per
 * request) is sent loading, and the visitor's browser reads it as it always has.
 */
export const DEEPEST_PAGE_WITH_DATA = 5;

export function rendersWithData(query: string): boolean {
  const page = new URLSearchParams(query).get('page');
  return page === null || !/^\d+$/.test(page) || Number(page) <= DEEPEST_PAGE_WITH_DATA;
}

/** The page every address no other page claims gets (its route.ts says `render: 'fallback'`). */
export function notFoundPageId(pages: readonly PageDeclaration[]): string {
  const fallback = pages.find((page) => page.render === 'fallback');
  if (!fallback) throw new Error('The site declares no not-found page');
  return fallback.id;
}

export const sitePage = onRequest(
  // One function for every page: its warm instances serve them all.
  { ...PUBLIC_HTTP_OPTIONS, minInstances: HOME_MIN_INSTANCES },
  async (req, res) => {
    // Also in firebase.json: set here too, so the page keeps them on any route to this function.
    res.set(SECURITY_HEADERS);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
      return;
    }
    const path = req.path.replace(/(.)\/$/, '$1');
    let page, notFoundId;
    try {
      const renderer = await loadRenderer();
      page = renderer.pageAt(path);
      notFoundId = notFoundPageId(renderer.pages);
    } catch (error) {
      logger.error('The site renderer failed to load', error);
      res.status(502).set('Cache-Control', 'no-store').send('Página indisponível. Tente novamente.');
      return;
    }
    // Hosting's catch-alls send every address no file or page claims here, `/x.png` too: it is not a page.
    if (page?.render !== 'request') {
      await sendNotFoundPage(req, res, { id: notFoundId, language: languageOfPath(path) });
      return;
    }
    if (redirectToCanonical(req, res, { path, known: knownParamsOf(page.params) })) return;
    if (await redirectFromPreviousSlug(res, page)) return;
    await sendRenderedPage(req, res, { path, page, withData: rendersWithData(queryOf(req)) });
  },
);
