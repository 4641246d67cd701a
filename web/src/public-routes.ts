import type { ArticleKind } from '@cvc/domain';

// Paths of the public site (SPEC §2), in Portuguese, the product language (English and Spanish put a prefix before
// them: languages.ts). The pages' declarations, the header and footer links and the sitemap all read
// them here, so a renamed route cannot leave a dead link or a stale sitemap behind.

export const PUBLIC_ROUTES = {
  home: '/',
  news: '/noticias',
  opinions: '/opinioes',
  reports: '/reports',
  suppliers: '/fornecedores',
  ventureLab: '/venturelab',
  revolucao2030: '/revolucao-2030',
  executiveTraining: '/formacaoexecutiva',
  privacy: '/privacidade',
} as const;

/** How long the CDN keeps the news and opinion lists, and their feeds (feeds.ts), which show the same items. */
export const LIST_CACHE_SECONDS = 300;

/** The site search's page (`?q=` the query, `?page=` the page of results); not a sitemap address. */
export const SEARCH_PATH = '/busca';

/** Second addresses of the landing pages: they render the same page; the sitemap lists only the first. */
export const PUBLIC_ROUTE_ALIASES = {
  ventureLab: ['/venture-lab'],
  revolucao2030: ['/2030revolucaotech'],
} as const;

/**
 * Article path prefixes. News has two shapes leading to the same page; the list links to `/artigo`, which is
 * therefore the canonical one.
 */
export const ARTICLE_PATH_PREFIXES = {
  news: '/artigo',
  newsAlias: '/noticia',
  opinion: '/opiniao',
} as const;

export function newsPath(slug: string): string {
  return `${ARTICLE_PATH_PREFIXES.news}/${encodeURIComponent(slug)}`;
}

export function opinionPath(slug: string): string {
  return `${ARTICLE_PATH_PREFIXES.opinion}/${encodeURIComponent(slug)}`;
}

export function articlePath(kind: ArticleKind, slug: string): string {
  return kind === 'news' ? newsPath(slug) : opinionPath(slug);
}

/**
 * Reads `/artigo/{slug}`, `/noticia/{slug}` or `/opiniao/{slug}` (one trailing slash tolerated); anything else,
 * including deeper paths, is null.
 */
export function parseArticlePath(path: string): { kind: ArticleKind; slug: string } | null {
  const match = /^\/(artigo|noticia|opiniao)\/([^/]+)\/?$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return { kind: match[1] === 'opiniao' ? 'opinion' : 'news', slug };
}
