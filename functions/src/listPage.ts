import { onRequest } from 'firebase-functions/v2/https';
import { SERVER_RENDERED_LISTS } from '@cvc/domain';
import { queryOf, sendRenderedPage } from './sendRenderedPage';
import { LIST_PARAMS, redirectToCanonical } from './canonicalUrl';
import { PUBLIC_HTTP_OPTIONS } from './options';

// GET /noticias, /opinioes, /reports (Hosting rewrites), with or without ?page=N. The first screen of a list is
// its cards, so they come in the HTML: the page paints whole, without waiting for scripts and then for
// Firestore, and hydrates from the data written into it.

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

export const listPage = onRequest(PUBLIC_HTTP_OPTIONS, async (req, res) => {
  const path = req.path.replace(/(.)\/$/, '$1');
  const shellPath = SERVER_RENDERED_LISTS[path];
  if (!shellPath) {
    res.status(404).set('Cache-Control', 'no-store').send('Not found');
    return;
  }
  if (redirectToCanonical(req, res, { path, known: LIST_PARAMS })) return;
  await sendRenderedPage(req, res, { path, shellPath, withData: rendersWithData(queryOf(req)) });
});
