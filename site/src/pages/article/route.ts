import { ARTICLE_PATH_PREFIXES } from '@cvc/domain';
import { definePageRoute } from '../../app/pageRoute';

// An article is rendered with its text and its share tags: social crawlers run no JavaScript. News has two
// addresses; /artigo is the canonical one. The 'continue reading' card is read in the browser.
export default [
  definePageRoute({
    id: 'news-article',
    paths: [`${ARTICLE_PATH_PREFIXES.news}/:slug`, `${ARTICLE_PATH_PREFIXES.newsAlias}/:slug`],
    render: 'request',
    cacheSeconds: 600,
    browserReads: true,
    module: 'ArticlePage',
    component: 'NewsArticlePage',
  }),
  definePageRoute({
    id: 'opinion-article',
    paths: [`${ARTICLE_PATH_PREFIXES.opinion}/:slug`],
    render: 'request',
    cacheSeconds: 600,
    browserReads: true,
    module: 'ArticlePage',
    component: 'OpinionArticlePage',
  }),
];
