import { toNewsTeaser } from './latestNews';
import { pagedReader } from './pagedQuery';
import { publishedArticles } from './publishedQuery';

/** /noticias: 12 published news per page with the exact total. */
export const fetchNewsPage = pagedReader(
  (sdk) => publishedArticles(sdk, 'news'),
  (docs, language) => docs.map((doc) => toNewsTeaser(doc, language)),
);
