import type { Language } from '@cvc/domain';
import type { PageHead } from '@cvc/web';
import { ARTICLE_PATH_PREFIXES, articlePath } from '@cvc/web';
import { definePage, type HeadContext, type PageLocation } from '../../app/pageRoute';
import { NEWS_FALLBACK_IMAGE } from '../../components/fallbackImages';
import { readOf } from '../../hooks/readStore';

// An article is rendered with its text and its share tags: social crawlers run no JavaScript. News has two
// addresses; /artigo is the canonical one. The 'continue reading' card is rendered with it too, so a visitor's
// browser loads no Firestore SDK to show it.

type ArticleKind = 'news' | 'opinion';

/** Which article: its kind, the address's slug, and the page's language (the version it shows). */
export interface ArticleAt {
  kind: ArticleKind;
  slug: string;
  language: Language;
}

// Both reads load their code when they run: an article rendered with its data never runs them in the browser,
// so the queries, the columnist and CVC lookups stay out of the app every page loads.

/** The article of the address: its text, its tags and its share tags all come from this one read. */
export const readArticle = ({ kind, slug, language }: ArticleAt) =>
  import('../../data/articleBySlug').then((data) =>
    data.fetchArticleBySlug(kind === 'news' ? 'news' : 'opinions', slug, language),
  );

/** The card below the article: the newest other article of its kind. */
export const readContinueReading = ({ kind, slug, language }: ArticleAt) =>
  import('../../data/latestOtherArticle').then((data) =>
    data.fetchLatestOtherArticle(kind === 'news' ? 'news' : 'opinions', slug, language),
  );

const articleReads =
  (kind: ArticleKind) =>
  ({ params, language }: PageLocation) => ({
    article: readOf(readArticle, { kind, slug: params.slug ?? '', language }),
    continueReading: readOf(readContinueReading, { kind, slug: params.slug ?? '', language }),
  });

/** Each version's path: the alternates, and where the language switcher goes. */
const versionPaths = (kind: ArticleKind, slugs: Partial<Record<Language, string>>) =>
  Object.fromEntries(Object.entries(slugs).map(([language, slug]) => [language, articlePath(kind, slug)]));

/** The article's share tags; an unknown slug is a 404 kept out of search results. */
const articleHead =
  (kind: ArticleKind) =>
  ({ reads: { article }, t }: HeadContext<ReturnType<ReturnType<typeof articleReads>>>): PageHead => {
    if (article === null) {
      return { title: t('article:notFound'), description: t('article:notFoundText'), notFound: true };
    }
    // Still loading (in the browser) or failed: the site's own head until the article is known.
    if (!article) return { title: null, description: t('meta.description') };
    // Asked at its Portuguese slug on a page whose language it has a slug of its own in.
    if ('moved_to' in article) {
      return {
        title: null,
        description: t('meta.description'),
        movedTo: articlePath(kind, article.moved_to),
      };
    }
    return {
      title: article.title,
      description: article.summary,
      image: kind === 'news' ? (article.image_url ?? NEWS_FALLBACK_IMAGE) : article.image_url,
      type: 'article',
      publishedTime: article.published_at?.toISOString() ?? null,
      author: kind === 'opinion' ? (article.columnist?.name ?? null) : null,
      versions: versionPaths(kind, article.versions),
      contentLanguage: article.content_language,
    };
  };

export default [
  definePage({
    id: 'news-article',
    paths: [`${ARTICLE_PATH_PREFIXES.news}/:slug`, `${ARTICLE_PATH_PREFIXES.newsAlias}/:slug`],
    render: 'request',
    cacheSeconds: 600,
    reads: articleReads('news'),
    head: articleHead('news'),
    component: () => import('./ArticlePage').then((page) => page.NewsArticlePage),
  }),
  definePage({
    id: 'opinion-article',
    paths: [`${ARTICLE_PATH_PREFIXES.opinion}/:slug`],
    render: 'request',
    cacheSeconds: 600,
    reads: articleReads('opinion'),
    head: articleHead('opinion'),
    component: () => import('./ArticlePage').then((page) => page.OpinionArticlePage),
  }),
];
