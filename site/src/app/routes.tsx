import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LANGUAGES, type Language } from '@cvc/domain';
import { LANGUAGE_PATH_PREFIX, languageOfPath, localizedPath, unlocalizedPath } from '@cvc/web';
import type { PageModule, PageRoute } from './pageRoute';

// Every page folder declares itself in its route.ts (app/pageRoute.ts); this collects them, so a page is added by
// adding its folder. The router, the prerender, the sitePage function and the Hosting rewrites' test all read the
// declarations from here.
const DECLARATIONS = import.meta.glob<{ default: PageRoute | PageRoute[] }>('../pages/*/route.ts', {
  eager: true,
});
const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*/*Page.tsx');

/** A declared page with where its module is. */
export interface DeclaredPage extends PageRoute {
  /** The page's source file, relative to site/src (the prerender finds the page's chunks by it). */
  file: string;
}

export const PAGES: readonly DeclaredPage[] = Object.entries(DECLARATIONS).flatMap(
  ([declaration, exports]) => {
    const folder = declaration.replace(/\/route\.ts$/, '');
    return [exports.default]
      .flat()
      .map((route) => ({ ...route, file: `${folder.slice(3)}/${route.module}.tsx` }));
  },
);

export interface SiteRoute {
  /** A react-router pattern in one language. */
  path: string;
  language: Language;
  page: DeclaredPage;
  component: LazyExoticComponent<ComponentType>;
  /** Loads the page's chunk; the first render awaits it so a prerendered page is never replaced by a spinner. */
  preload: () => Promise<PageModule>;
}

/**
 * React.lazy for the page's component, so every page module keeps named exports only. Once preloaded, the page
 * is handed to React through a thenable that settles synchronously, so the first render does not suspend (a
 * suspended first render would paint the loading fallback over the prerendered page). One per page, shared by
 * its languages, so switching language keeps the page mounted.
 */
function lazyPage(page: DeclaredPage) {
  const load = PAGE_MODULES[`../${page.file}`];
  if (!load) throw new Error(`No page module ${page.file}`);
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      const component = module[page.component];
      if (typeof component !== 'function') throw new Error(`${page.file} exports no ${page.component}`);
      loaded = { default: component as ComponentType };
      return module;
    });
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

/** Loads the module of the page at `pathname` (the catch-all page when nothing else matches). */
export function preloadPage(pathname: string): Promise<PageModule | undefined> {
  const match = matchPage(pathname);
  return match ? match.route.preload() : Promise.resolve(undefined);
}
