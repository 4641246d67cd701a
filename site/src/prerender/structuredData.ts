import type { ArticleKind, Language, SiteSettings } from '@cvc/domain';
import {
  articleJsonLd,
  articlePath,
  associationJsonLd,
  localizedPath,
  organizationJsonLd,
  type PageHead,
} from '@cvc/web';
import type { PageLocation } from '../app/pageRoute';
import type { Article } from '../data/article';

// The schema.org JSON-LD search engines and aggregators read of the home (the association, an Organization) and
// of an article (NewsArticle, OpinionNewsArticle), written by the server render only. The browser never needs
// it (its head follows the title and descriptions alone), so its code stays out of the app's chunk, which every
// page loads and whose script budget is spent. A head that has its own (an event's) keeps it.

export interface StructuredDataContext {
  /** The page's head as its declaration wrote it: the share image is the article's image. */
  head: PageHead;
  /** The page's named reads, settled. */
  reads: Readonly<Record<string, unknown>>;
  /** The site's settings read with the page: the association's identity is in them. */
  settings: SiteSettings;
  language: Language;
  at: PageLocation;
  origin: string;
}

const articleData =
  (kind: ArticleKind) =>
  ({ head, reads, settings, language, at, origin }: StructuredDataContext) => {
    const article = reads.article as Article | null | undefined;
    if (!article) return undefined;
    return articleJsonLd(kind, article, {
      url: `${origin}${localizedPath(language, articlePath(kind, at.params.slug ?? article.slug))}`,
      image: head.image ?? null,
      origin,
      association: associationJsonLd(settings.association, origin),
      language,
    });
  };

const BY_PAGE: Readonly<Record<string, (context: StructuredDataContext) => unknown>> = {
  home: ({ settings, origin }) => organizationJsonLd(settings, origin),
  'news-article': articleData('news'),
  'opinion-article': articleData('opinion'),
};

/** The page's JSON-LD: its head's own if it has one, else what this module builds for the page, if anything. */
export function structuredDataOf(pageId: string, context: StructuredDataContext): unknown {
  if (context.head.notFound) return undefined;
  return context.head.jsonLd ?? BY_PAGE[pageId]?.(context);
}
