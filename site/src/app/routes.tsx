import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a named export, so every page module keeps named exports only. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export interface SiteRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * The public site's route table: one line per page, each page its own chunk. Pages of issue 5 (/noticias,
 * /opinioes, /reports, /fornecedores, /artigo/:slug, /noticia/:slug, /opiniao/:slug, /venturelab,
 * /venture-lab, /revolucao-2030, /2030revolucaotech, /formacaoexecutiva) are added here.
 */
export const SITE_ROUTES: SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('../pages/home/HomePage'), 'HomePage') },
  { path: '/noticias', page: lazyPage(() => import('../pages/news/NewsListPage'), 'NewsListPage') },
  {
    path: '/opinioes',
    page: lazyPage(() => import('../pages/opinions/OpinionsListPage'), 'OpinionsListPage'),
  },
  { path: '/reports', page: lazyPage(() => import('../pages/reports/ReportsListPage'), 'ReportsListPage') },
  { path: '/artigo/:slug', page: lazyPage(() => import('../pages/article/ArticlePage'), 'NewsArticlePage') },
  { path: '/noticia/:slug', page: lazyPage(() => import('../pages/article/ArticlePage'), 'NewsArticlePage') },
  {
    path: '/opiniao/:slug',
    page: lazyPage(() => import('../pages/article/ArticlePage'), 'OpinionArticlePage'),
  },
  {
    path: '/fornecedores',
    page: lazyPage(() => import('../pages/suppliers/SuppliersPage'), 'SuppliersPage'),
  },
  {
    path: '/venturelab',
    page: lazyPage(() => import('../pages/venture-lab/VentureLabPage'), 'VentureLabPage'),
  },
  {
    path: '/venture-lab',
    page: lazyPage(() => import('../pages/venture-lab/VentureLabPage'), 'VentureLabPage'),
  },
  {
    path: '/revolucao-2030',
    page: lazyPage(() => import('../pages/revolucao-2030/Course2030Page'), 'Course2030Page'),
  },
  {
    path: '/2030revolucaotech',
    page: lazyPage(() => import('../pages/revolucao-2030/Course2030Page'), 'Course2030Page'),
  },
  {
    path: '/formacaoexecutiva',
    page: lazyPage(
      () => import('../pages/formacao-executiva/ExecutiveTrainingPage'),
      'ExecutiveTrainingPage',
    ),
  },
  { path: '*', page: lazyPage(() => import('../pages/not-found/NotFoundPage'), 'NotFoundPage') },
];
