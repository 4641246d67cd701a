import { I18nextProvider } from 'react-i18next';
import { prerender } from 'react-dom/static';
import { generatePath, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { pageHeadTags, type PageHead, type PrerenderedPage } from '@cvc/web';
import { SiteShell } from '../app/App';
import { matchPage } from '../app/routes';
import { SITE_READS } from '../site-context/SiteSettings';
import { PageHeadCollector } from '../features/meta/usePageHead';
import { ensureMessages, i18n } from '../i18n';
import { createReadStore } from '../hooks/readStore';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';
import { encodeServerReads } from '../hooks/serverReadsJson';

export { PAGES } from '../app/routes';
export { serveCvcInfoFrom } from '../data/mentionedCvcs';

/** The page at a path, as the functions and the build route it (null: no page claims it, the app shell does). */
export function pageAt(pathname: string) {
  const match = matchPage(pathname);
  if (!match) return null;
  const { id, render, cacheSeconds, params } = match.route.page;
  return { id, render, cacheSeconds, params: params ?? [], language: match.language };
}

export interface RenderOptions {
  /** Await the page's reads and render them (per request); at build time data sections render loading. */
  withData?: boolean;
  /** https://host the page is served from, for its canonical address and alternates. */
  origin: string;
}

export interface RenderedPage extends PrerenderedPage {
  /** 404 for a page that says it does not exist (an unknown article). */
  status: 200 | 404;
  /** Reads a section wanted that the page did not name, so they rendered loading: a bug to fix. */
  missedReads: string[];
}

/** The canonical address: the page's first path with the address's parameters, and the query it reads. */
function canonicalPathOf(url: URL, page: ReturnType<typeof matchPage> & object): string {
  // The not-found page has no address of its own.
  if (page.route.page.render === 'fallback') return page.pathname;
  const path = generatePath(page.route.page.paths[0], page.params);
  const query = new URLSearchParams();
  for (const name of page.route.page.params ?? []) {
    const value = url.searchParams.get(name);
    // Page 1 of a list is the list itself.
    if (value !== null && !(name === 'page' && value === '1')) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Renders one address as the browser's first render would, in the address's language. The page's module is
 * loaded first, as boot.tsx does, so nothing suspends and the markup holds the page itself rather than a
 * fallback plus the script that would swap it in.
 *
 * At build time (no data) data sections are in their loading state, since effects do not run here. Per request
 * (`withData`, functions/src/sitePage.ts) the site's and the page's named reads are awaited first and rendered,
 * and go into the page so the browser's first render starts from them. A read that fails leaves its part
 * loading, for the browser to read again.
 */
export async function renderPage(
  address: string,
  { withData = false, origin }: RenderOptions,
): Promise<RenderedPage> {
  const url = new URL(address, 'http://render.invalid');
  const page = matchPage(url.pathname);
  if (!page) throw new Error(`No page at ${url.pathname}`);
  const module = await page.route.preload();
  await ensureMessages(page.language);
  // One i18next instance per render: a function renders many pages at once, in different languages.
  const translation = i18n.cloneInstance({ lng: page.language, initAsync: false });
  const reads = createReadStore();
  if (withData) {
    reads.startAll(SITE_READS);
    if (module.reads) {
      reads.startAll(
        module.reads({ pathname: page.pathname, search: url.searchParams, params: page.params }),
      );
    }
    await reads.settle();
  }
  const collected: { head?: PageHead } = {};
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <I18nextProvider i18n={translation}>
          <ReadStoreProvider store={reads}>
            <PageHeadCollector.Provider value={collected}>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <SiteShell />
              </StaticRouter>
            </PageHeadCollector.Provider>
          </ReadStoreProvider>
        </I18nextProvider>,
      ),
      {
        // React would leave a component that throws to the browser, silently; a broken page fails the build.
        onError: (error) => void errors.push(error),
        // Otherwise React moves a large page (the home) out of line, behind a script that swaps it in.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw new AggregateError(errors, `Rendering ${address} failed`);
    // A page still loading its data says nothing of itself yet: the site's own head until the browser knows.
    const head = collected.head ?? { title: null, description: translation.t('meta.description') };
    const headTags = pageHeadTags(head, {
      origin,
      language: page.language,
      canonicalPath: canonicalPathOf(url, page),
      siteName: translation.t('meta.siteName'),
    });
    return {
      html,
      styleTags: sheet.getStyleTags(),
      headTags,
      language: page.language,
      reads: withData ? encodeServerReads(reads.serialize()) : undefined,
      status: head.notFound ? 404 : 200,
      missedReads: withData ? reads.missed() : [],
    };
  } finally {
    sheet.seal();
  }
}
