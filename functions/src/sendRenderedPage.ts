import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { fetchShell, renderIntoShell, type RenderOutcome } from './serverRender';
import { siteOrigin } from './siteOrigin';

// The request side of the pages rendered per request with their data (homePage, listPage): the page's shell
// from Hosting, the render of the address into it, and what a browser and the CDN may keep.

/** Browsers recheck after a minute; the CDN keeps a page five, so a publication shows within minutes. */
export const RENDERED_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/**
 * A page sent without the data it should have had (slow or failed reads, or no renderer) is never kept: the
 * next visit tries again. One sent loading on purpose (`withData` false) is as good as it gets, so it is kept.
 */
export function cacheControlFor(outcome: RenderOutcome, withData: boolean): string {
  return outcome === 'data' || (!withData && outcome === 'loading')
    ? RENDERED_PAGE_CACHE_CONTROL
    : 'no-store';
}

/** The request's query string, with its `?`, or ''. */
export function queryOf(req: Request): string {
  return req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
}

/**
 * Answers a GET or HEAD of `path` (with the request's query) filled into the shell at `shellPath`. `withData`
 * false sends the page loading, for the browser to read.
 */
export async function sendRenderedPage(
  req: Request,
  res: Response,
  { path, shellPath, withData = true }: { path: string; shellPath: string; withData?: boolean },
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  try {
    const shell = await fetchShell(siteOrigin(req.headers, process.env), shellPath);
    const { html, outcome } = await renderIntoShell(shell, `${path}${queryOf(req)}`, { withData });
    res
      .set('Content-Type', 'text/html; charset=utf-8')
      .set('Cache-Control', cacheControlFor(outcome, withData))
      .send(html);
  } catch (error) {
    logger.error(`Serving ${path} failed`, error);
    res.status(502).set('Cache-Control', 'no-store').send('Página indisponível. Tente novamente.');
  }
}
