import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { adminApp } from '../shared/adminApp';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LANGUAGES,
  TRANSLATION_LANGUAGES,
  isScheduled,
  isWithdrawn,
  type ArticleKind,
  type Language,
  type TranslationLanguage,
} from '@cvc/domain';
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

/** An item's path without the language prefix in each language it exists in: Portuguese always. */
export type SitemapPaths = { pt: string } & Partial<Record<TranslationLanguage, string>>;

export interface SitemapEntry {
  paths: SitemapPaths;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** A page that exists in every language at the same path (the site's own pages). */
export const inEveryLanguage = (path: string): SitemapPaths => ({ pt: path, en: path, es: path });

/**
 * Every version of every entry, each at its own address (Portuguese at the spec's path, English and Spanish under
 * /en and /es), each naming every version that exists and the Portuguese as `x-default`, as search engines read
 * localized versions in a sitemap. A version that does not exist (an item not translated) is not listed: its
 * address shows the Portuguese, whose canonical is the Portuguese page.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeHtml(`${origin}${path}`);
  const urls = entries.flatMap(({ paths, lastmod }) => {
    const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    const versions = LANGUAGES.flatMap((language) => {
      const path = paths[language];
      return path ? [{ language, address: url(localizedPath(language, path)) }] : [];
    });
    const alternates = [
      ...versions.map(
        ({ language, address }) =>
          `<xhtml:link rel="alternate" hreflang="${HTML_LANG[language]}" href="${address}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(paths.pt)}"/>`,
    ].join('');
    return versions.map(({ address }) => `  <url><loc>${address}</loc>${date}${alternates}</url>`);
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
 * The site's own pages, as they declare themselves: each one's canonical path, in every language. Aliases are
 * left out (search engines should index one address per page), and so are pages of many addresses
 * (`/artigo/:slug`), listed by what is published, and the not-found page.
 */
export function staticEntries(pages: readonly PageDeclaration[]): SitemapEntry[] {
  return pages
    .filter((page) => page.render !== 'fallback' && !page.paths[0].includes(':'))
    .map((page) => ({ paths: inEveryLanguage(page.paths[0]) }));
}

type StoredArticle = {
  slug: string;
  published_at: Date;
  unpublish_at?: Date | null;
  /** The slug of each translation the article has. */
  translated_slugs?: Partial<Record<TranslationLanguage, string>>;
};

/**
 * Newest first, only those public at `now` (a later published_at is a schedule, a passed unpublish_at a
 * withdrawal), each with its translations' addresses; a slug shared by two articles in a language opens the
 * newest, so it is listed once.
 */
export function articleEntries(
  kind: ArticleKind,
  articles: readonly StoredArticle[],
  now: Date,
): SitemapEntry[] {
  const seen = Object.fromEntries(LANGUAGES.map((language) => [language, new Set<string>()]));
  const unseen = (language: Language, slug: string | undefined): slug is string =>
    Boolean(slug) && !seen[language]!.has(slug!) && Boolean(seen[language]!.add(slug!));
  return articles
    .filter((article) => !isScheduled(article, now) && !isWithdrawn(article, now))
    .filter((article) => unseen('pt', article.slug))
    .map((article) => {
      const paths: SitemapPaths = { pt: articlePath(kind, article.slug) };
      for (const language of TRANSLATION_LANGUAGES) {
        const slug = article.translated_slugs?.[language];
        if (unseen(language, slug)) paths[language] = articlePath(kind, slug);
      }
      return { paths, lastmod: article.published_at.toISOString().slice(0, 10) };
    });
}

const translatedSlugFields = TRANSLATION_LANGUAGES.map((language) => `translations.${language}.slug`);

async function publishedArticles(kind: ArticleKind): Promise<StoredArticle[]> {
  const db = getFirestore(adminApp());
  const snapshot = await db
    .collection(kind === 'news' ? COLLECTIONS.news : COLLECTIONS.opinions)
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .select('slug', 'published_at', 'unpublish_at', ...translatedSlugFields)
    .get();
  const articles = snapshot.docs.flatMap((doc) => {
    const slug: unknown = doc.get('slug');
    const publishedAt = doc.get('published_at') as Timestamp | null | undefined;
    // Visibility of SPEC §4: a published article without a date is not public.
    const unpublishAt = doc.get('unpublish_at') as Timestamp | null | undefined;
    const translated_slugs: Partial<Record<TranslationLanguage, string>> = {};
    for (const language of TRANSLATION_LANGUAGES) {
      const translated: unknown = doc.get(`translations.${language}.slug`);
      if (typeof translated === 'string' && translated) translated_slugs[language] = translated;
    }
    return typeof slug === 'string' && publishedAt
      ? [
          {
            slug,
            published_at: publishedAt.toDate(),
            unpublish_at: unpublishAt?.toDate() ?? null,
            translated_slugs,
          },
        ]
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
