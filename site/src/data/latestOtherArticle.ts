import type { Language } from '@cvc/domain';
import { toArticle, type Article } from './article';
import { firestore } from './firestore';
import { versionsOf } from './inLanguage';
import { stillOnSite } from './stillOnSite';
import { publishedArticles } from './publishedQuery';
import { readingAsOfNow } from './publicationTime';

/**
 * The 'continue reading' card: the newest published article of the same kind other than the one at `slug` (its
 * slug in any language), in the page's language. Reading two and skipping the current one avoids a `slug !=`
 * filter, which would need a second inequality. It goes by slug, not id, so the page can read it alongside the
 * article instead of after it.
 */
export const fetchLatestOtherArticle = readingAsOfNow(async function fetchLatestOtherArticle(
  kind: 'news' | 'opinions',
  slug: string,
  language: Language,
): Promise<Article | null> {
  const sdk = await firestore();
  const { getDocs, limit, query } = sdk;
  const snapshot = await getDocs(query(publishedArticles(sdk, kind), limit(2)));
  const other = snapshot.docs.find(
    (doc) => !Object.values(versionsOf(doc)).includes(slug) && stillOnSite(doc),
  );
  return other ? toArticle(kind, other, language) : null;
});
