import { COLLECTIONS, type ArticleKind } from '@cvc/domain';

/** The collection of each kind of article: news items and opinions have addresses of their own. */
export const ARTICLE_COLLECTIONS: Readonly<Record<ArticleKind, string>> = {
  news: COLLECTIONS.news,
  opinion: COLLECTIONS.opinions,
};

/** The site's article pages (site/src/pages/article/route.ts) by id, and the kind each shows. */
export const ARTICLE_PAGE_KINDS: Readonly<Record<string, ArticleKind>> = {
  'news-article': 'news',
  'opinion-article': 'opinion',
};
