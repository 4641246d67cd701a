import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { StartReads } from '../hooks/readStore';

export interface SiteRoute {
  path: string;
  /** The page's source file, relative to site/src (the prerender finds the page's chunks by it). */
  module: string;
  page: LazyExoticComponent<ComponentType>;
  /** Loads the page's chunk; the first render awaits it so a prerendered page is never replaced by a spinner. */
  preload: () => Promise<PageModule>;
}

/** A page module: its page component(s) and, optionally, the reads to start before it first renders. */
type PageModule = Record<string, unknown> & { startReads?: StartReads };

// One chunk per page module; routes name a page by its folder and file.
const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*/*Page.tsx');

/**
 * React.lazy for a named export of a page module, so every page module keeps named exports only. Once
 * preloaded, the page is handed to React through a thenable that settles synchronously, so the first render
 * does not suspend (a suspended first render would paint the loading fallback over the prerendered page).
 */
function lazyPage(file: string, name: string): Omit<SiteRoute, 'path'> {
  const load = PAGE_MODULES[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module pages/${file}.tsx`);
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: module[name] as ComponentType };
      return module;
    });
  const settled = (value: { default: ComponentType }) =>
    ({ then: (resolve: (module: typeof value) => void) => resolve(value) }) as Promise<typeof value>;
  return {
    module: `pages/${file}.tsx`,
    page: lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!))),
    preload,
  };
}

/** The public site's route table: one line per page, each page its own chunk. */
export const SITE_ROUTES: SiteRoute[] = [
  { path: '/', ...lazyPage('home/HomePage', 'HomePage') },
  { path: '/noticias', ...lazyPage('news/NewsListPage', 'NewsListPage') },
  { path: '/opinioes', ...lazyPage('opinions/OpinionsListPage', 'OpinionsListPage') },
  { path: '/reports', ...lazyPage('reports/ReportsListPage', 'ReportsListPage') },
  { path: '/artigo/:slug', ...lazyPage('article/ArticlePage', 'NewsArticlePage') },
  { path: '/noticia/:slug', ...lazyPage('article/ArticlePage', 'NewsArticlePage') },
  { path: '/opiniao/:slug', ...lazyPage('article/ArticlePage', 'OpinionArticlePage') },
  { path: '/fornecedores', ...lazyPage('suppliers/SuppliersPage', 'SuppliersPage') },
  { path: '/venturelab', ...lazyPage('venture-lab/VentureLabPage', 'VentureLabPage') },
  { path: '/venture-lab', ...lazyPage('venture-lab/VentureLabPage', 'VentureLabPage') },
  { path: '/revolucao-2030', ...lazyPage('revolucao-2030/Course2030Page', 'Course2030Page') },
  { path: '/2030revolucaotech', ...lazyPage('revolucao-2030/Course2030Page', 'Course2030Page') },
  {
    path: '/formacaoexecutiva',
    ...lazyPage('formacao-executiva/ExecutiveTrainingPage', 'ExecutiveTrainingPage'),
  },
  { path: '*', ...lazyPage('not-found/NotFoundPage', 'NotFoundPage') },
];

/** Loads the module of the page at `pathname` (the catch-all page when nothing else matches). */
export function preloadPage(pathname: string): Promise<PageModule | undefined> {
  const match = matchRoutes(SITE_ROUTES, pathname)?.[0];
  return match ? match.route.preload() : Promise.resolve(undefined);
}

/** The source file of the page at `pathname`, relative to site/src. */
export function pageModuleOf(pathname: string): string | undefined {
  return matchRoutes(SITE_ROUTES, pathname)?.[0]?.route.module;
}
