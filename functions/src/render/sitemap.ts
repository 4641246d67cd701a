import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { adminApp } from '../shared/adminApp';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, LANGUAGES, isScheduled, isWithdrawn, type ArticleKind } from '@cvc/domain';
import {
  HTML_LANG,
  SITEMAP_PATH,
  escapeHtml,
  localizedPath,
  type PageDeclaration,
  articlePath,
} from '@cvc/web';
import { loadRenderer } from './serverRender';
import { eventsForSitemap } from './eventSitemap';
import { siteOrigin } from '../shared/siteOrigin';
import { ttlCache } from '../shared/ttlCache';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { originEnv } from '../shared/params';

// GET /sitemap.xml (Hosting rewrite). A function rather than a file generated at build time: articles are
// published from the admin at any moment, and a build-time sitemap would miss every one published since the
// last deploy. robots.txt cannot come from here: Cloud Functions answer /robots.txt with 404 before the code
// runs (the emulator copies that), so it is a static file of the site (site/public/robots.txt).

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/**
 * Every entry in every language (Portuguese at the spec's path, English and Spanish under /en and /es), each URL
 * naming all three and the Portuguese as `x-default`, as search engines read localized versions in a sitemap.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeHtml(`${origin}${path}`);
  const urls = entries.flatMap(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${HTML_LANG[language]}" href="${url(localizedPath(language, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${url(localizedPath(language, path))}</loc>${date}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The site's own pages, as they declare themselves: each one's canonical path. Aliases are left out (search
 * engines should index one address per page), and so are pages of many addresses (`/artigo/:slug`), listed by
 * what is published, and the not-found page.
 */
export function staticEntries(pages: readonly PageDeclaration[]): SitemapEntry[] {
  return pages
    .filter((page) => page.render !== 'fallback' && !page.paths[0].includes(':'))
    .map((page) => ({ path: page.paths[0] }));
}

type StoredArticle = { slug: string; published_at: Date; unpublish_at?: Date | null };

/**
 * Newest first, only those public at `now` (a later published_at is a schedule, a passed unpublish_at a
 * withdrawal); a slug shared by two articles opens the newest, so it is listed once.
 */
export function articleEntries(
  kind: ArticleKind,
  articles: readonly StoredArticle[],
  now: Date,
): SitemapEntry[] {
  const seen = new Set<string>();
  return articles
    .filter((article) => !isScheduled(article, now) && !isWithdrawn(article, now))
    .filter((article) => article.slug && !seen.has(article.slug) && seen.add(article.slug))
    .map((article) => ({
      path: articlePath(kind, article.slug),
      lastmod: article.published_at.toISOString().slice(0, 10),
    }));
}

async function publishedArticles(kind: ArticleKind): Promise<StoredArticle[]> {
  const db = getFirestore(adminApp());
  const snapshot = await db
    .collection(kind === 'news' ? COLLECTIONS.news : COLLECTIONS.opinions)
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .select('slug', 'published_at', 'unpublish_at')
    .get();
  const articles = snapshot.docs.flatMap((doc) => {
    const slug: unknown = doc.get('slug');
    const publishedAt = doc.get('published_at') as Timestamp | null | undefined;
    // Visibility of SPEC §4: a published article without a date is not public.
    const unpublishAt = doc.get('unpublish_at') as Timestamp | null | undefined;
    return typeof slug === 'string' && publishedAt
      ? [{ slug, published_at: publishedAt.toDate(), unpublish_at: unpublishAt?.toDate() ?? null }]
      : [];
  });
  return articles;
}

/**
 * How long an instance reuses the article list: a miss reads one small document (slug and date) per published
 * article, and crawlers and anyone adding a query string reach the function past the CDN.
 */
export const SITEMAP_MEMO_MS = 5 * 60_000;
const memo = ttlCache<{ news: StoredArticle[]; opinions: StoredArticle[] }>({
  ttlMs: SITEMAP_MEMO_MS,
  max: 1,
});

/**
 * Every published article's entry at `now`, news then opinions, read at most once per window and instance.
 * Scheduled ones are kept in the memo and left out until their time, so they show without a new read.
 */
export const articlesForSitemap = async (now: Date = new Date()) => {
  const { news, opinions } = await memo('articles', async () => {
    const [news, opinions] = await Promise.all([publishedArticles('news'), publishedArticles('opinion')]);
    return { news, opinions };
  });
  return [...articleEntries('news', news, now), ...articleEntries('opinion', opinions, now)];
};

export const sitemap = onRequest(PUBLIC_HTTP_OPTIONS, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  const origin = siteOrigin(req.headers, originEnv());
  if (req.path !== SITEMAP_PATH) {
    res.status(404).send('Not found');
    return;
  }
  try {
    const now = new Date();
    const [{ pages }, articles, events] = await Promise.all([
      loadRenderer(),
      articlesForSitemap(now),
      eventsForSitemap(now),
    ]);
    res.set('Content-Type', 'application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=3600');
    res.send(sitemapXml(origin, [...staticEntries(pages), ...articles, ...events]));
  } catch (error) {
    logger.error('sitemap failed', error);
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '300').send('Sitemap indisponível.');
  }
});
