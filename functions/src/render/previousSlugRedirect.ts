import type { Response } from 'express';
import { Filter, getFirestore, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  PREVIOUS_SLUGS_FIELD,
  isTranslationLanguage,
  previousSlugsFieldOf,
  translationOf,
  type ArticleKind,
  type Language,
} from '@cvc/domain';
import { localizedPath, type SitePage, articlePath } from '@cvc/web';
import { adminApp } from '../shared/adminApp';
import { renderedPageCacheControl } from './sendRenderedPage';
import { ARTICLE_COLLECTIONS, ARTICLE_PAGE_KINDS } from '../shared/articleCollections';

// An address an article had before a title change answers a permanent redirect to its current one, in the
// address's language; the news alias (/noticia) lands on the canonical /artigo. Under /en and /es an old slug is
// either language's: the Portuguese one (its address there while untranslated) or that language's own.

/** As long as the article itself: browsers ask again, so a title changed back never loops in a kept 301. */
export const SLUG_REDIRECT_CACHE_CONTROL = renderedPageCacheControl(600);

/** The article's slug in `language`: its translation's own, else the Portuguese (the address it has there). */
function slugIn(article: DocumentSnapshot, language: Language): unknown {
  const translation = isTranslationLanguage(language) ? translationOf(article.data() ?? {}, language) : null;
  const own = translation?.slug;
  return typeof own === 'string' && own ? own : article.get('slug');
}

/** `field` holds `slug`, for each field: one filter, or either of them in one query (one read, not two). */
function anyOf(fields: string[], operator: '==' | 'array-contains', slug: string): Filter {
  const filters = fields.map((field) => Filter.where(field, operator, slug));
  return filters.length === 1 ? filters[0]! : Filter.or(...filters);
}

/**
 * The current slug in `language` of the newest published article of `kind` that was once public under `slug`
 * at that language's addresses, or null when none was, or when a published article holds `slug` as its current
 * one there (it answers its own address).
 */
export async function currentSlugFor(
  kind: ArticleKind,
  slug: string,
  language: Language = 'pt',
): Promise<string | null> {
  if (!slug) return null;
  const articles = getFirestore(adminApp()).collection(ARTICLE_COLLECTIONS[kind]);
  const translated = isTranslationLanguage(language);
  const kept = translated ? [PREVIOUS_SLUGS_FIELD, previousSlugsFieldOf(language)] : [PREVIOUS_SLUGS_FIELD];
  const renamed = await articles
    .where(Filter.and(anyOf(kept, 'array-contains', slug), Filter.where('status', '==', 'published')))
    .orderBy('published_at', 'desc')
    .limit(1)
    .get();
  const article = renamed.docs[0];
  const current = article ? slugIn(article, language) : undefined;
  const publishedAt = article?.get('published_at') as Timestamp | null | undefined;
  const unpublishAt = article?.get('unpublish_at') as Timestamp | null | undefined;
  // A scheduled article is not public yet, a withdrawn one no longer: an old address must not lead to it.
  const now = Date.now();
  const visible =
    publishedAt != null && publishedAt.toMillis() <= now && !(unpublishAt && unpublishAt.toMillis() <= now);
  if (!article || !visible || typeof current !== 'string' || current === slug) {
    return null;
  }
  // Only when an old link is followed: an address that is some article's current one is that article's.
  const own = translated ? ['slug', `translations.${language}.slug`] : ['slug'];
  const holder = await articles
    .where(Filter.and(anyOf(own, '==', slug), Filter.where('status', '==', 'published')))
    .limit(1)
    .get();
  return holder.empty ? current : null;
}

/** Sends the 301 when `page` is an article at a slug it no longer has; true if it did. */
export async function redirectFromPreviousSlug(res: Response, page: SitePage): Promise<boolean> {
  const kind = ARTICLE_PAGE_KINDS[page.id];
  if (!kind) return false;
  // A failed lookup leaves the address to the page: at worst the 404 it would have been without this.
  const current = await currentSlugFor(kind, page.pathParams.slug ?? '', page.language).catch(
    (error: unknown) => {
      logger.error(`Previous-slug lookup of ${page.pathname} failed`, error);
      return null;
    },
  );
  if (!current) return false;
  res
    .status(301)
    .set('Location', localizedPath(page.language, articlePath(kind, current)))
    .set('Cache-Control', SLUG_REDIRECT_CACHE_CONTROL)
    .end();
  return true;
}
