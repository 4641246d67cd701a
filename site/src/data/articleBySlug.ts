import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, isTranslationLanguage, type Language } from '@cvc/domain';
import { articleBodyHtml } from './article-body/articleBodyHtml';
import { toArticle, type Article } from './article';
import { fetchColumnistAuthor } from './columnistAuthor';
import { dateField, textField, textListField } from './convert';
import { firestore } from './firestore';
import { inLanguage, versionsOf } from './inLanguage';
import { stillOnSite } from './stillOnSite';
import { fetchMentionedCvcs } from './mentionedCvcs';
import { readingAsOfNow } from './publicationTime';

const SAME_SLUG_LIMIT = 5;

const publishedTime = (doc: DocumentSnapshot) => dateField(doc, 'published_at')?.getTime() ?? 0;

/** The newest of the published items a query found that are still on the site. */
const newestOnSite = (snapshot: QuerySnapshot | null) =>
  snapshot?.docs.filter((item) => stillOnSite(item)).sort((a, b) => publishedTime(b) - publishedTime(a))[0];

/**
 * An article asked for under a page language at its Portuguese slug when it has its own slug in that language:
 * the page answers a permanent redirect to that slug.
 */
export interface ArticleMoved {
  moved_to: string;
}

export const isArticleMoved = (read: Article | ArticleMoved | null | undefined): read is ArticleMoved =>
  typeof (read as ArticleMoved | null | undefined)?.moved_to === 'string';

/**
 * A published news item or opinion by slug whose time has come (a scheduled one is not found yet), in the page's
 * language, or null; opinions come with their columnist, news with the CVCs they mention. Two articles may share a
 * title and so a slug: the newest wins, as in the share preview.
 *
 * On an English or Spanish page the slug is looked for among that language's slugs and the Portuguese ones at
 * once (two queries side by side, no second round trip): a translated article is found at its own slug; an
 * untranslated one at its Portuguese slug, shown in Portuguese; a translated one asked at its Portuguese slug
 * answers where it lives in the page's language.
 */
export const fetchArticleBySlug = readingAsOfNow(async function fetchArticleBySlug(
  kind: 'news' | 'opinions',
  slug: string,
  language: Language,
): Promise<Article | ArticleMoved | null> {
  const { collection, db, getDocs, limit, publicationTime, query, where } = await firestore();
  const published = (field: string) =>
    getDocs(
      query(
        collection(db, COLLECTIONS[kind]),
        where(field, '==', slug),
        where('status', '==', 'published'),
        where('published_at', '<=', publicationTime()),
        limit(SAME_SLUG_LIMIT),
      ),
    );
  // No orderBy: the composite indexes (slug, status, published_at ascending) serve these queries as they are.
  const [translated, original] = await Promise.all([
    isTranslationLanguage(language) ? published(`translations.${language}.slug`) : null,
    published('slug'),
  ]);
  const doc = newestOnSite(translated) ?? newestOnSite(original);
  if (!doc) return null;
  const ownSlug = versionsOf(doc)[language];
  if (ownSlug && ownSlug !== slug) return { moved_to: ownSlug };
  const shown = inLanguage(kind, doc, language);
  const [columnist, cvcs, bodyHtml] = await Promise.all([
    kind === 'opinions' ? fetchColumnistAuthor(textField(doc, 'columnist_id'), language) : null,
    kind === 'news' ? fetchMentionedCvcs(textListField(doc, 'cvcs_mentioned')) : [],
    // A translation is always written in the console's Markdown, whatever the original's format.
    articleBodyHtml(
      shown.language === 'pt' ? doc.get('content_format') : 'markdown',
      textField(shown, 'content'),
    ),
  ]);
  return toArticle(kind, doc, language, { columnist, cvcs, bodyHtml });
});
