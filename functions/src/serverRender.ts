import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logger } from 'firebase-functions/v2';
import type { CvcInfo, Language } from '@cvc/domain';
import { fillShell, type PrerenderedPage } from '@cvc/web';
import { lookupCvcInfo } from './public/cvcDirectory';

// Renders a site page per request, with its data, into the page's shell.
//
// The renderer is the site's own server entry (site/src/prerender/entry-server.tsx), which the site's build
// bundles into lib/ssr beside this code: the same components the browser hydrates, reading through the same
// data modules (as an anonymous visitor, so Firestore's rules decide what a page may show).
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

/** A page as the site declares it (site/src/app/pageRoute.ts), at one address. */
export interface SitePage {
  id: string;
  render: 'build' | 'request' | 'fallback';
  cacheSeconds?: number;
  params: readonly string[];
  language: Language;
}

/** One render of an address (site/src/prerender/entry-server.tsx). */
export interface RenderedPage extends PrerenderedPage {
  status: 200 | 404;
  missedReads: string[];
}

/** The site's server entry: its pages, the renderer, and the lookups it answers in-process rather than over HTTP. */
export interface SiteRenderer {
  pageAt(pathname: string): SitePage | null;
  renderPage(address: string, options: { withData?: boolean; origin: string }): Promise<RenderedPage>;
  serveCvcInfoFrom(lookup: (name: string) => Promise<CvcInfo | null>): void;
}

let renderer: Promise<SiteRenderer> | undefined;

export function loadRenderer(): Promise<SiteRenderer> {
  renderer ??= import(pathToFileURL(join(__dirname, 'ssr', 'entry-server.mjs')).href).then(
    (module: SiteRenderer) => {
      module.serveCvcInfoFrom(lookupCvcInfo);
      return module;
    },
  );
  renderer.catch(() => (renderer = undefined));
  return renderer;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`No data after ${ms} ms`)), ms).unref(),
  );
}

/** How the page was rendered: `data` is what a cache may keep; the others are a degraded page. */
export type RenderOutcome = 'data' | 'loading' | 'empty';

/**
 * `shell` filled with the page at `url` (path and query) and its data. When the data is slow or fails, the
 * page is sent as it looks while loading (the browser then reads as it would on a prerendered page); if even
 * that fails, with an empty root, which the browser renders from scratch.
 */
export async function renderIntoShell(
  shell: string,
  url: string,
  {
    origin,
    language,
    load = loadRenderer,
    dataTimeoutMs = DATA_TIMEOUT_MS,
    withData = true,
  }: {
    origin: string;
    language: Language;
    load?: () => Promise<Pick<SiteRenderer, 'renderPage'>>;
    dataTimeoutMs?: number;
    withData?: boolean;
  },
): Promise<{ html: string; outcome: RenderOutcome; status: 200 | 404 }> {
  const empty = () => ({
    html: fillShell(shell, { html: '', styleTags: '', headTags: '', language }),
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
      const page = await Promise.race([
        site.renderPage(url, { withData: true, origin }),
        timeout(dataTimeoutMs),
      ]);
      // A section that wanted data the page does not name renders loading: visible here, not in a test.
      if (page.missedReads.length > 0) logger.error(`${url} rendered without ${page.missedReads.join(', ')}`);
      return { html: fillShell(shell, page), outcome: 'data', status: page.status };
    } catch (error) {
      logger.warn(`Rendering ${url} with its data failed; sending it loading`, error);
    }
  }
  try {
    const page = await site.renderPage(url, { origin });
    return { html: fillShell(shell, page), outcome: 'loading', status: 200 };
  } catch (error) {
    logger.error(`Rendering ${url} failed`, error);
    return empty();
  }
}
