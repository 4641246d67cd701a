import { audienceIsoDateTime, type ArticleKind, type Language, type OpinionAuthor } from '@cvc/domain';
import { contentLanguage } from './content-language';
import { absoluteUrl } from './head-tags';
import { HTML_LANG } from './languages';
import type { AssociationJsonLd } from './organization-json-ld';

// A news item or opinion as search engines and aggregators read an article (schema.org NewsArticle, opinions
// OpinionNewsArticle), with the properties Google documents for articles: headline, image, dates, author, and
// the publisher with its logo.

/** The columnist of an opinion, with their role as the article page shows it (position at company). */
export interface ColumnistJsonLd {
  '@type': 'Person';
  name: string;
  jobTitle?: string;
  worksFor?: { '@type': 'Organization'; name: string };
  image?: string;
}

export interface ArticleJsonLd {
  '@context': 'https://schema.org';
  '@type': 'NewsArticle' | 'OpinionNewsArticle';
  headline: string;
  description: string;
  url: string;
  mainEntityOfPage: string;
  /** The language of the headline and text, not the page's: staff write in Portuguese. */
  inLanguage: string;
  image?: string[];
  datePublished?: string;
  dateModified?: string;
  author?: (ColumnistJsonLd | AssociationJsonLd)[];
  publisher: AssociationJsonLd;
}

/** What the builder reads of an article: the page's own read, published or previewed. */
export interface ArticleFacts {
  title: string;
  summary: string;
  published_at: Date | null;
  columnist: OpinionAuthor | null;
}

function columnistJsonLd(columnist: OpinionAuthor, origin: string): ColumnistJsonLd {
  return {
    '@type': 'Person',
    name: columnist.name,
    ...(columnist.position ? { jobTitle: columnist.position } : {}),
    ...(columnist.company ? { worksFor: { '@type': 'Organization', name: columnist.company } } : {}),
    ...(columnist.photo_url ? { image: absoluteUrl(origin, columnist.photo_url) } : {}),
  };
}

/**
 * `url`: the article's absolute address in the page's language; `image`: its image as stored or site-relative
 * (news have a fallback), if any; `association`: the publisher, and the author of news, which name no person.
 * An opinion whose columnist is gone names no author rather than a wrong one. `language`: the page's.
 */
export function articleJsonLd(
  kind: ArticleKind,
  article: ArticleFacts,
  {
    url,
    image,
    origin,
    association,
    language,
  }: {
    url: string;
    image: string | null;
    origin: string;
    association: AssociationJsonLd;
    language: Language;
  },
): ArticleJsonLd {
  const author =
    kind === 'news' ? association : article.columnist ? columnistJsonLd(article.columnist, origin) : null;
  // Every save as published stamps the date again (domain's applyPublication), so it is also the last change.
  const date = article.published_at ? audienceIsoDateTime(article.published_at) : null;
  return {
    '@context': 'https://schema.org',
    '@type': kind === 'news' ? 'NewsArticle' : 'OpinionNewsArticle',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: url,
    inLanguage: HTML_LANG[contentLanguage(article, language)],
    ...(image ? { image: [absoluteUrl(origin, image)] } : {}),
    ...(date ? { datePublished: date, dateModified: date } : {}),
    ...(author ? { author: [author] } : {}),
    publisher: association,
  };
}
