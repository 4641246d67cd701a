import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logger } from 'firebase-functions/v2';
import { fillShell, type CvcInfo, type PageRenderer } from '@cvc/domain';
import { lookupCvcInfo } from './cvcDirectory';

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

/** The site's server entry: the renderer, and the lookups it answers in-process rather than over HTTP. */
interface RendererModule {
  renderPage: PageRenderer;
  serveCvcInfoFrom(lookup: (name: string) => Promise<CvcInfo | null>): void;
}

let renderer: Promise<PageRenderer> | undefined;

function loadRenderer(): Promise<PageRenderer> {
  renderer ??= import(pathToFileURL(join(__dirname, 'ssr', 'entry-server.mjs')).href).then(
    (module: RendererModule) => {
      module.serveCvcInfoFrom(lookupCvcInfo);
      return module.renderPage;
    },
  );
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
  { load = loadRenderer, dataTimeoutMs = DATA_TIMEOUT_MS, withData = true } = {},
): Promise<{ html: string; outcome: RenderOutcome }> {
  let render: PageRenderer;
  try {
    render = await load();
  } catch (error) {
    renderer = undefined;
    logger.error('The site renderer failed to load', error);
    return { html: fillShell(shell, { html: '', styleTags: '' }), outcome: 'empty' };
  }
  if (withData) {
    try {
      const page = await Promise.race([render(url, { withData: true }), timeout(dataTimeoutMs)]);
      return { html: fillShell(shell, page), outcome: 'data' };
    } catch (error) {
      logger.warn(`Rendering ${url} with its data failed; sending it loading`, error);
    }
  }
  try {
    return { html: fillShell(shell, await render(url)), outcome: 'loading' };
  } catch (error) {
    logger.error(`Rendering ${url} failed`, error);
    return { html: fillShell(shell, { html: '', styleTags: '' }), outcome: 'empty' };
  }
}
