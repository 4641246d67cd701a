import { toArticle, type Article } from './article';
import { firestore } from './firestore';
import { publishedArticles } from './publishedQuery';

/**
 * The 'continue reading' card: the newest published article of the same kind other than `currentId`. Reading
 * two and skipping the current one avoids an `id !=` filter, which would need a second inequality.
 */
export async function fetchLatestOtherArticle(
  kind: 'news' | 'opinions',
  currentId: string,
): Promise<Article | null> {
  const sdk = await firestore();
  const { getDocs, limit, query } = sdk;
  const snapshot = await getDocs(query(publishedArticles(sdk, kind), limit(2)));
  const other = snapshot.docs.find((doc) => doc.id !== currentId);
  return other ? toArticle(other) : null;
}
