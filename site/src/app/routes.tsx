import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@cvc/domain';
import { LANGUAGE_PATH_PREFIX, languageOfPath, localizedPath, unlocalizedPath } from '@cvc/web';
import { usePageHead } from '../features/meta/usePageHead';
import { useReadStore } from '../hooks/ReadStoreContext';
import type { PageReads } from '../hooks/readStore';
import { useReadValues } from '../hooks/useReadValues';
import type { PageLocation, PageRoute } from './pageRoute';

// Every page folder declares itself in its route module (route.ts, app/pageRoute.ts); this collects them, so a
// page is added by adding its folder. The router, the server render, the prerender, the chunking, the sitemap and
// the Hosting rewrites' test all read the declarations from here.
const DECLARATIONS = import.meta.glob<{ default: PageRoute | PageRoute[] }>('../pages/*/route.ts', {
  eager: true,
});

/** A declared page with its folder. */
export interface DeclaredPage extends PageRoute {
  params: readonly string[];
  /** The page's folder under site/src (`pages/news`): the build finds the page's chunks by it. */
  folder: string;
}

export const PAGES: readonly DeclaredPage[] = Object.entries(DECLARATIONS).flatMap(([file, exports]) => {
  const folder = file.replace(/^\.\.\/(.*)\/route\.ts$/, '$1');
  return [exports.default].flat().map((route) => ({ ...route, params: route.params ?? [], folder }));
});

export interface SiteRoute {
  /** A react-router pattern in one language. */
  path: string;
  language: Language;
  page: DeclaredPage;
  component: LazyExoticComponent<ComponentType>;
  /** Loads the page's chunk; the first render awaits it so a prerendered page is never replaced by a spinner. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for the page's component. Once preloaded, the page is handed to React through a thenable that
 * settles synchronously, so the first render does not suspend (a suspended first render would paint the loading
 * fallback over the prerendered page). One per page, shared by its languages, so switching language keeps the
 * page mounted.
 */
function lazyPage(page: DeclaredPage) {
  let loaded: { default: ComponentType } | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= page.component().then(
      (Page) => (loaded = { default: Page }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const settled = (value: { default: ComponentType }) =>
    ({ then: (resolve: (module: typeof value) => void) => resolve(value) }) as Promise<typeof value>;
  return { component: lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!))), preload };
}

const NOT_FOUND = '*';

/** A page's pattern in one language; the catch-all of /en and /es is theirs, so their 404 is in their language. */
function patternIn(language: Language, path: string): string {
  if (path !== NOT_FOUND) return localizedPath(language, path);
  return LANGUAGE_PATH_PREFIX[language] ? `${LANGUAGE_PATH_PREFIX[language]}/*` : NOT_FOUND;
}

/** Every page at every address: each path of each page in each language, the catch-all last. */
export const SITE_ROUTES: SiteRoute[] = PAGES.flatMap((page) => {
  const lazyComponent = lazyPage(page);
  return LANGUAGES.flatMap((language) =>
    page.paths.map((path) => ({
      path: patternIn(language, path),
      language,
      page,
      ...lazyComponent,
    })),
  );
});

/** The page at `pathname` and what the address says: its language, its parameters and its path in Portuguese. */
export function matchPage(pathname: string) {
  // The router's matcher, on the same table the app renders (a SiteRoute is a RouteObject with more fields).
  const match = matchRoutes(SITE_ROUTES as RouteObject[], pathname)?.[0];
  if (!match) return undefined;
  return {
    route: match.route as SiteRoute,
    params: match.params,
    language: languageOfPath(pathname),
    pathname: unlocalizedPath(pathname),
  };
}

/** Where the router is, as a page's reads and head see it. */
function usePageLocation(): PageLocation {
  const { pathname, search } = useLocation();
  const params = useParams();
  return {
    language: languageOfPath(pathname),
    pathname: unlocalizedPath(pathname),
    search: new URLSearchParams(search),
    params,
  };
}

/**
 * Browser only, rendered after the page's component (so its messages are in): the document's head follows the
 * page's declaration as the visitor moves, with the page's reads as they arrive.
 */
function HeadInBrowser({ page, at, reads }: { page: DeclaredPage; at: PageLocation; reads: PageReads }) {
  const { t } = useTranslation();
  const values = useReadValues(useReadStore(), reads);
  const language = languageOfPath(useLocation().pathname);
  usePageHead(page.head({ reads: values, language, at, t, origin: window.location.origin }));
  return null;
}

/**
 * A page as the router renders it. In the browser, a page reached by a link starts its named reads here, during
 * render, so its sections' effects take them instead of reading twice (the first page's were started by boot).
 */
export function RoutedPage({ route }: { route: SiteRoute }) {
  const at = usePageLocation();
  const store = useReadStore();
  const inBrowser = typeof document !== 'undefined';
  const reads = inBrowser ? (route.page.reads?.(at) ?? {}) : {};
  if (inBrowser) store.startAll(reads);
  const Page = route.component;
  return (
    <>
      <Page />
      {inBrowser && <HeadInBrowser page={route.page} at={at} reads={reads} />}
    </>
  );
}
