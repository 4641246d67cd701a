import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { SERVER_RENDERED_LISTS } from '@cvc/domain';
import { fetchShell, renderIntoShell } from './serverRender';
import { siteOrigin } from './siteOrigin';

// GET /noticias, /opinioes, /reports (Hosting rewrites), with or without ?page=N. The first screen of a list is
// its cards, so they come in the HTML: the page paints whole, without waiting for scripts and then for
// Firestore, and hydrates from the data written into it.

/** Browsers recheck after a minute; the CDN keeps a page five, so a publication shows within minutes. */
export const LIST_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

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

export const listPage = onRequest(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  const path = req.path.replace(/(.)\/$/, '$1');
  const shellPath = SERVER_RENDERED_LISTS[path];
  if (!shellPath) {
    res.status(404).set('Cache-Control', 'no-store').send('Not found');
    return;
  }
  try {
    const shell = await fetchShell(siteOrigin(req.headers, process.env), shellPath);
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const withData = rendersWithData(query);
    const { html, outcome } = await renderIntoShell(shell, `${path}${query}`, { withData });
    res
      .set('Content-Type', 'text/html; charset=utf-8')
      // A page that failed to get its data is never kept: the next visit tries again.
      .set('Cache-Control', outcome === 'data' || !withData ? LIST_CACHE_CONTROL : 'no-store')
      .send(html);
  } catch (error) {
    logger.error('listPage failed', error);
    res.status(502).set('Cache-Control', 'no-store').send('Página indisponível. Tente novamente.');
  }
});
