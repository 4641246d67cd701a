import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { SECURITY_HEADERS } from '@cvc/domain';
import { fetchShell, renderIntoShell, type RenderOutcome } from './serverRender';
import { siteOrigin } from './siteOrigin';
import { originEnv } from './params';

// The request side of the pages rendered per request with their data (homePage, listPage, landingPage): the page's shell
// from Hosting, the render of the address into it, and what a browser and the CDN may keep.

/**
 * The CDN keeps a page five minutes, so a publication or a withdrawal shows within five. Browsers ask again on
 * every visit (the CDN answers): a browser that kept the page would show a news item the staff have just
 * unpublished to the very person who unpublished it, and to every visitor who saw it a minute before.
 */
export const RENDERED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/** An article changes less often than a list; the CDN keeps it ten minutes, browsers again keep nothing. */
export const ARTICLE_CACHE_CONTROL = 'public, max-age=0, s-maxage=600';

/** Not found yet: it may be published in a moment, so the CDN keeps the 404 only a minute. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

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
 * Rewrites the rendered page (e.g. a shared event's tags in <head>); null leaves it as it is. Started beside the
 * render, from the site's origin; if it fails the page goes out unchanged and is not kept.
 */
export type PageDecorator = (origin: string) => Promise<((html: string) => string) | null>;

async function settle(decorating: Promise<((html: string) => string) | null>) {
  try {
    return { apply: await decorating, failed: false };
  } catch (error) {
    logger.warn('Decorating the page failed; sending it without', error);
    return { apply: null, failed: true };
  }
}

/**
 * Answers a GET or HEAD of `path` (with the request's query) filled into the shell at `shellPath`. `withData`
 * false sends the page loading, for the browser to read.
 */
export async function sendRenderedPage(
  req: Request,
  res: Response,
  {
    path,
    shellPath,
    withData = true,
    decorate,
  }: { path: string; shellPath: string; withData?: boolean; decorate?: PageDecorator },
): Promise<void> {
  // Also in firebase.json: set here too, so the page keeps them on any route to this function.
  res.set(SECURITY_HEADERS);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  try {
    const origin = siteOrigin(req.headers, originEnv());
    const decorating = decorate ? settle(decorate(origin)) : null;
    const shell = await fetchShell(origin, shellPath);
    const { html, outcome } = await renderIntoShell(shell, `${path}${queryOf(req)}`, { withData });
    const decoration = decorating ? await decorating : null;
    const cache = decoration?.failed ? 'no-store' : cacheControlFor(outcome, withData);
    res
      .set('Content-Type', 'text/html; charset=utf-8')
      .set('Cache-Control', cache)
      .send(decoration?.apply ? decoration.apply(html) : html);
  } catch (error) {
    logger.error(`Serving ${path} failed`, error);
    res.status(502).set('Cache-Control', 'no-store').send('Página indisponível. Tente novamente.');
  }
}
