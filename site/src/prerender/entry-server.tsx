import { I18nextProvider } from 'react-i18next';
import { SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import { prerender } from 'react-dom/static';
import { generatePath, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  localizedPath,
  pageHeadTags,
  type ArticlePreview,
  type PageDeclaration,
  type RenderedPage,
  type RenderOptions,
  type SitePage,
  type SiteRenderer,
  articlePath,
} from '@cvc/web';
import { SiteShell } from '../app/App';
import { matchPage, PAGES, SITE_ROUTES } from '../app/routes';
import { SITE_READS } from '../site-context/SiteSettings';
import { ensureMessages, i18n } from '../i18n';
import { createReadStore, knownValues } from '../hooks/readStore';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';
import { encodeServerReads } from '../hooks/serverReadsJson';
import { serveCvcInfoFrom } from '../data/mentionedCvcs';
import { previewArticle } from '../pages/article/previewArticle';
import { readWithAppCheckToken } from '../data/serverAppCheck';
import { structuredDataOf } from './structuredData';

/** What the functions and the build route by: each declaration without its code. */
const pages: PageDeclaration[] = PAGES.map(({ id, paths, render, cacheSeconds, params, folder }) => ({
  id,
  paths,
  render,
  cacheSeconds,
  params,
  folder,
}));

/** The page at a path, matched once: its declaration, language and parameters (null: nothing claims it). */
function pageAt(pathname: string): SitePage | null {
  const match = matchPage(pathname);
  if (!match) return null;
  const declared = pages.find((page) => page.id === match.route.page.id)!;
  return { ...declared, language: match.language, pathname: match.pathname, pathParams: match.params };
}

/** The canonical address: the page's first path with the address's parameters, and the query it reads. */
function canonicalPathOf(url: URL, page: SitePage): string {
  // The not-found page has no address of its own.
  if (page.render === 'fallback') return page.pathname;
  const path = generatePath(page.paths[0], page.pathParams);
  const query = new URLSearchParams();
  for (const name of page.params) {
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
 * (`withData`, functions/src/render/sitePage.ts) the site's and the page's named reads are awaited first and
 * rendered, and go into the page so the browser's first render starts from them. A read that fails leaves its
 * part loading, for the browser to read again. The head is the page's declaration's, from the same reads.
 */
async function renderPage(page: SitePage, address: string, options: RenderOptions): Promise<RenderedPage> {
  return renderWith(page, address, options, {});
}

/**
 * `known`: results some of the page's named reads already have (by read name), which the render takes instead
 * of reading, as the browser takes the server's.
 */
async function renderWith(
  page: SitePage,
  address: string,
  { withData = false, origin, scripts = true }: RenderOptions,
  known: Record<string, unknown>,
): Promise<RenderedPage> {
  const url = new URL(address, 'http://render.invalid');
  const route = SITE_ROUTES.find((candidate) => candidate.page.id === page.id);
  if (!route) throw new Error(`No page ${page.id}`);
  await route.preload();
  await ensureMessages(page.language);
  // One i18next instance per render: a function renders many pages at once, in different languages.
  const translation = i18n.cloneInstance({ lng: page.language, initAsync: false });
  const at = {
    language: page.language,
    pathname: page.pathname,
    search: url.searchParams,
    params: page.pathParams,
  };
  const pageReads = route.page.reads?.(at) ?? {};
  // The read store's own form of a known result: [the argument's key (its JSON), the value].
  const reads = createReadStore(
    Object.fromEntries(
      Object.entries(known).map(([name, value]) => [
        name,
        [JSON.stringify(pageReads[name]?.arg ?? null), value],
      ]),
    ),
  );
  if (withData) {
    reads.startAll(SITE_READS);
    reads.startAll(pageReads);
    await reads.settle();
  }
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <I18nextProvider i18n={translation}>
          <ReadStoreProvider store={reads}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <SiteShell />
            </StaticRouter>
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
    const values = knownValues(reads, pageReads);
    const head = route.page.head({ reads: values, language: page.language, at, t: translation.t, origin });
    const jsonLd = structuredDataOf(page.id, {
      head,
      reads: values,
      settings: knownValues(reads, SITE_READS).siteSettings ?? SITE_SETTINGS_PLACEHOLDERS,
      language: page.language,
      at,
      origin,
    });
    const headTags = pageHeadTags(
      { ...head, jsonLd },
      {
        origin,
        language: page.language,
        canonicalPath: canonicalPathOf(url, page),
        siteName: translation.t('meta.siteName'),
      },
    );
    return {
      html,
      styleTags: sheet.getStyleTags(),
      headTags,
      language: page.language,
      // The reads are there for the app to start from: a page no app takes over carries none.
      reads: withData && scripts ? encodeServerReads(reads.serialize()) : undefined,
      ...(head.movedTo
        ? { status: 301 as const, location: localizedPath(page.language, head.movedTo) }
        : { status: head.notFound ? (404 as const) : (200 as const) }),
      missedReads: withData ? reads.missed() : [],
    };
  } finally {
    sheet.seal();
  }
}

/** A slug for an item saved without one: the preview still needs an article address to render at. */
const PREVIEW_SLUG = 'pre-visualizacao';

/**
 * The article page at the item's address in `language`, showing `preview` instead of reading the published
 * article by slug: a draft renders as it will once published. The rest of the page (the site's settings, the
 * "continue reading" card) is read as for any visitor. Marked `noindex` for any crawler that reaches it.
 */
async function renderPreview(
  preview: ArticlePreview,
  language: SitePage['language'],
  { origin, scripts }: Pick<RenderOptions, 'origin' | 'scripts'>,
): Promise<RenderedPage> {
  const address = localizedPath(language, articlePath(preview.kind, preview.slug || PREVIEW_SLUG));
  const page = pageAt(address);
  if (!page || page.id !== `${preview.kind}-article`) throw new Error(`No article page at ${address}`);
  const article = await previewArticle(preview, language);
  const rendered = await renderWith(page, address, { withData: true, origin, scripts }, { article });
  return { ...rendered, headTags: `<meta name="robots" content="noindex">${rendered.headTags}`, status: 200 };
}

/**
 * The site's server entry, as every loader of the built bundle (the sitePage and sitemap functions, the
 * prerender, the dev server) takes it: the compiler checks it against the contract here.
 */
export const renderer: SiteRenderer = {
  pages,
  pageAt,
  renderPage,
  renderPreview,
  serveCvcInfoFrom,
  readWithAppCheckToken,
};
