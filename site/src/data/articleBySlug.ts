import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@cvc/domain';
import { articleBodyHtml } from './article-body/articleBodyHtml';
import { toArticle, type Article } from './article';
import { fetchColumnistAuthor } from './columnistAuthor';
import { dateField, textField, textListField } from './convert';
import { firestore } from './firestore';
import { stillOnSite } from './stillOnSite';
import { fetchMentionedCvcs } from './mentionedCvcs';
import { readingAsOfNow } from './publicationTime';

const SAME_SLUG_LIMIT = 5;

const publishedTime = (doc: DocumentSnapshot) => dateField(doc, 'published_at')?.getTime() ?? 0;

/**
 * A published news item or opinion by slug whose time has come (a scheduled one is not found yet), or null; opinions come with their columnist, news with the CVCs
 * they mention. Two articles may share a title and so a slug: the newest wins, as in the share preview.
 */
export const fetchArticleBySlug = readingAsOfNow(async function fetchArticleBySlug(
  kind: 'news' | 'opinions',
  slug: string,
): Promise<Article | null> {
  const { collection, db, getDocs, limit, publicationTime, query, where } = await firestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS[kind]),
      where('slug', '==', slug),
      where('status', '==', 'published'),
      where('published_at', '<=', publicationTime()),
      limit(SAME_SLUG_LIMIT),
    ),
  );
  // No orderBy: the composite index (slug, status, published_at ascending) serves this query as it is.
  const doc = snapshot.docs
    .filter((item) => stillOnSite(item))
    .sort((a, b) => publishedTime(b) - publishedTime(a))[0];
  if (!doc) return null;
  const [columnist, cvcs, bodyHtml] = await Promise.all([
    kind === 'opinions' ? fetchColumnistAuthor(textField(doc, 'columnist_id')) : null,
    kind === 'news' ? fetchMentionedCvcs(textListField(doc, 'cvcs_mentioned')) : [],
    articleBodyHtml(doc.get('content_format'), textField(doc, 'content')),
  ]);
  return toArticle(doc, columnist, cvcs, bodyHtml);
});
