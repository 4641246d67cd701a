import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { shellPath, type SitePage } from '@cvc/web';
import { fetchShell, renderIntoShell, type RenderOutcome } from './serverRender';
import { siteOrigin } from '../shared/siteOrigin';
import { originEnv } from '../shared/params';

// The request side of the pages rendered per request with their data: the page's shell from Hosting, the render
// of the address into it, and what a browser and the CDN may keep.

/**
 * The CDN keeps a page as long as its declaration says (five minutes for the home, lists and landings, ten for
 * an article), so a publication or a withdrawal shows within that. Browsers ask again on every visit (the CDN
 * answers): a browser that kept the page would show a news item the staff have just unpublished to the very
 * person who unpublished it.
 */
export function renderedPageCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}`;
}

/** Not found yet: it may be published in a moment, so the CDN keeps the 404 only a minute. */
export const NOT_FOUND_CACHE_CONTROL = renderedPageCacheControl(60);

/**
 * An address no page claims only becomes a page with a deploy, which clears the CDN: the CDN keeps its 404 an
 * hour, so a crawler's or a scanner's repeats never reach the function.
 */
export const NO_PAGE_CACHE_CONTROL = renderedPageCacheControl(3600);

/**
 * A page sent without the data it should have had (slow or failed reads, or no renderer) is never kept: the
 * next visit tries again. One sent loading on purpose (`withData` false) is as good as it gets, so it is kept.
 */
export function cacheControlFor(outcome: RenderOutcome, withData: boolean, seconds: number): string {
  return outcome === 'data' || (!withData && outcome === 'loading')
    ? renderedPageCacheControl(seconds)
    : 'no-store';
}

/** The request's query string, with its `?`, or ''. */
export function queryOf(req: Request): string {
  return req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
}

/**
 * Answers a GET or HEAD of `path` (with the request's query): `page` rendered into its shell. `withData` false
 * sends the page loading, for the browser to read.
 */
export async function sendRenderedPage(
  req: Request,
  res: Response,
  { path, page, withData = true }: { path: string; page: SitePage; withData?: boolean },
): Promise<void> {
  try {
    const origin = siteOrigin(req.headers, originEnv());
    const shell = await fetchShell(origin, shellPath(page.id, page.language));
    const { html, outcome, status, location } = await renderIntoShell(shell, page, `${path}${queryOf(req)}`, {
      origin,
      withData,
    });
    const cache =
      status === 404 ? NOT_FOUND_CACHE_CONTROL : cacheControlFor(outcome, withData, page.cacheSeconds ?? 0);
    // Kept as long as the page, like an old slug's redirect: a translation removed never loops in a kept 301.
    if (status === 301 && location) {
      res.status(301).set('Location', location).set('Cache-Control', cache).end();
      return;
    }
    res.status(status).set('Content-Type', 'text/html; charset=utf-8').set('Cache-Control', cache).send(html);
  } catch (error) {
    logger.error(`Serving ${path} failed`, error);
    res.status(502).set('Cache-Control', 'no-store').send('Página indisponível. Tente novamente.');
  }
}

/**
 * Answers an address no page claims: the not-found page of its language (`page`, the fallback page pageAt gave),
 * as the build rendered it, with a 404. It reads nothing; the page comes from Hosting like a shell.
 */
export async function sendNotFoundPage(
  req: Request,
  res: Response,
  page: Pick<SitePage, 'id' | 'language'>,
): Promise<void> {
  try {
    const html = await fetchShell(siteOrigin(req.headers, originEnv()), shellPath(page.id, page.language));
    res
      .status(404)
      .set('Content-Type', 'text/html; charset=utf-8')
      .set('Cache-Control', NO_PAGE_CACHE_CONTROL)
      .send(html);
  } catch (error) {
    logger.error(`Serving the not-found page (${page.language}) failed`, error);
    res.status(404).set('Cache-Control', 'no-store').send('Página não encontrada.');
  }
}
