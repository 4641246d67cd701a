import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logger } from 'firebase-functions/v2';
import { fillShell, type SitePage, type SiteRenderer } from '@cvc/web';
import { lookupCvcInfo } from '../public/cvcDirectory';
import { rendererAppCheckTokens } from './rendererAppCheckToken';

// Renders a site page per request, with its data, into the page's shell.
//
// The renderer is the site's own server entry (site/src/prerender/entry-server.tsx), which the site's build
// bundles into lib/ssr beside this code: the same components the browser hydrates, reading through the same
// data modules (as an anonymous visitor, so Firestore's rules decide what a page may show). Both sides name the
// contract of web/src/site-renderer.ts.
//
// The shell comes from the Hosting origin of the request rather than from this bundle: it names the client
// build's hashed scripts, so it must be the one Hosting serves now. It is kept in memory briefly so a burst of
// visits costs one fetch.

const SHELL_TTL_MS = 5 * 60_000;
/** A page whose data takes longer than this is sent in its loading state; the browser reads the data itself. */
export const DATA_TIMEOUT_MS = 3000;

const shells = new Map<string, { html: string; fetchedAt: number }>();

export async function fetchShell(origin: string, path: string): Promise<string> {
  const url = `${origin}${path}`;
  const cached = shells.get(url);
  if (cached && Date.now() - cached.fetchedAt < SHELL_TTL_MS) return cached.html;
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`Shell fetch failed: ${response.status} ${url}`);
  const html = await response.text();
  shells.set(url, { html, fetchedAt: Date.now() });
  return html;
}

let renderer: Promise<SiteRenderer> | undefined;

function loadSiteEntry(): Promise<SiteRenderer> {
  renderer ??= import(pathToFileURL(join(__dirname, 'ssr', 'entry-server.mjs')).href).then(
    ({ renderer: site }: { renderer: SiteRenderer }) => {
      site.serveCvcInfoFrom(lookupCvcInfo);
      return site;
    },
  );
  renderer.catch(() => (renderer = undefined));
  return renderer;
}

const appCheckTokens = rendererAppCheckTokens();

/**
 * The site's renderer, its reads carrying the instance's current App Check token (when the site's app id is
 * set), so they pass when App Check is enforced on Firestore; see rendererAppCheckToken.ts.
 */
export async function loadRenderer({
  entry = loadSiteEntry,
  tokens = appCheckTokens,
}: {
  entry?: () => Promise<SiteRenderer>;
  tokens?: () => Promise<string | null>;
} = {}): Promise<SiteRenderer> {
  const [site, token] = await Promise.all([entry(), tokens()]);
  if (token) site.readWithAppCheckToken(token);
  return site;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`No data after ${ms} ms`)), ms).unref(),
  );
}

/** How the page was rendered: `data` is what a cache may keep; the others are a degraded page. */
export type RenderOutcome = 'data' | 'loading' | 'empty';

/**
 * `shell` filled with `page` at `url` (its path and query) and its data. When the data is slow or fails, the
 * page is sent as it looks while loading (the browser then reads as it would on a prerendered page); if even
 * that fails, with an empty root, which the browser renders from scratch.
 */
export async function renderIntoShell(
  shell: string,
  page: SitePage,
  url: string,
  {
    origin,
    load = () => loadRenderer(),
    dataTimeoutMs = DATA_TIMEOUT_MS,
    withData = true,
  }: {
    origin: string;
    load?: () => Promise<Pick<SiteRenderer, 'renderPage'>>;
    dataTimeoutMs?: number;
    withData?: boolean;
  },
): Promise<{ html: string; outcome: RenderOutcome; status: 200 | 301 | 404; location?: string }> {
  const empty = () => ({
    html: fillShell(shell, { html: '', styleTags: '', headTags: '', language: page.language }),
    outcome: 'empty' as const,
    status: 200 as const,
  });
  let site: Pick<SiteRenderer, 'renderPage'>;
  try {
    site = await load();
  } catch (error) {
    logger.error('The site renderer failed to load', error);
    return empty();
  }
  if (withData) {
    try {
      const rendered = await Promise.race([
        site.renderPage(page, url, { withData: true, origin }),
        timeout(dataTimeoutMs),
      ]);
      // A section that wanted data the page does not name renders loading: visible here, not in a test.
      if (rendered.missedReads.length > 0) {
        logger.error(`${url} rendered without ${rendered.missedReads.join(', ')}`);
      }
      // A page that lives at another address (a translated article at its Portuguese slug) is not filled.
      if (rendered.status === 301 && rendered.location) {
        return { html: '', outcome: 'data', status: 301, location: rendered.location };
      }
      return { html: fillShell(shell, rendered), outcome: 'data', status: rendered.status };
    } catch (error) {
      logger.warn(`Rendering ${url} with its data failed; sending it loading`, error);
    }
  }
  try {
    const rendered = await site.renderPage(page, url, { origin });
    return { html: fillShell(shell, rendered), outcome: 'loading', status: 200 };
  } catch (error) {
    logger.error(`Rendering ${url} failed`, error);
    return empty();
  }
}
