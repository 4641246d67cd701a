import { LANGUAGES, type Language } from '@cvc/domain';
import { FEED_KINDS, FEED_TEXTS, localizedFeedPath } from './feeds';
import { HTML_LANG, OG_LOCALE, localizedPath } from './languages';

// The <head> of every page, written by its render (at build time or per request): crawlers run no JavaScript,
// so a page's title, description, canonical address, language alternates and share tags must be in the HTML.
// Every value is escaped: titles and summaries are typed by staff.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function metaTag(attr: 'name' | 'property', key: string, value: string | null | undefined): string {
  return value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
}

/** Line breaks and runs of spaces collapse, and long texts are cut at a word, as previews show about 200. */
export function shortDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** What a page says of itself (usePageHead in the site). */
export interface PageHead {
  /** The page's own title; the site's name follows it. Null: the site's name alone (the home). */
  title: string | null;
  description: string;
  /** Absolute or site-relative; the tags hold the absolute one. */
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string | null;
  author?: string | null;
  /** A page that does not exist (an unknown article): 404, kept out of search results. */
  notFound?: boolean;
  /**
   * The language-free path the page lives at instead, in the page's language (a translated article asked at its
   * Portuguese slug under /en): the render answers a permanent redirect there.
   */
  movedTo?: string;
  /** schema.org data about what the page shows (a shared event), written as a JSON-LD data block. */
  jsonLd?: unknown;
  /**
   * The versions of what the page shows that exist, by language, each at its language-free path (an article's
   * slug differs per language; Portuguese always exists). The alternates name these alone, and the language
   * switcher goes to them. Absent: the page exists in every language at its own path.
   */
  versions?: Partial<Record<Language, string>>;
  /**
   * The language of what the page shows, where it is an item's: an untranslated article on /en is Portuguese.
   * The canonical address is that version's, and og:locale says it. Absent: the page's language.
   */
  contentLanguage?: Language;
}

export interface HeadContext {
  /** https://host of the site. */
  origin: string;
  language: Language;
  /** The page's canonical path in Portuguese (the spec's) with its query, if any. */
  canonicalPath: string;
  siteName: string;
}

/** A stored address as an absolute one: stored addresses are http(s) or start at the site's root. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

/**
 * The tags that go into <head>: title, description, canonical, hreflang alternates, the feeds and Open
 * Graph/Twitter.
 */
export function pageHeadTags(
  head: PageHead,
  { origin, language, canonicalPath, siteName }: HeadContext,
): string {
  // On /en and /es an untranslated article's or event's title and summary here are Portuguese: <title> and meta
  // tags take no lang of their own (the document's applies), so they stay as they are; the body marks its parts
  // (ContentInLanguage), the JSON-LD says inLanguage, and the canonical address is the Portuguese page's.
  const title = head.title ? `${head.title} | ${siteName}` : siteName;
  const shown = head.contentLanguage ?? language;
  const versions: Partial<Record<Language, string>> =
    head.versions ?? Object.fromEntries(LANGUAGES.map((other) => [other, canonicalPath]));
  const url = `${origin}${localizedPath(shown, versions[shown] ?? canonicalPath)}`;
  const image = head.image ? absoluteUrl(origin, head.image) : null;
  const description = shortDescription(head.description);
  // A page that does not exist is kept out of search results and previews: its title and nothing to share.
  if (head.notFound) {
    return `<title>${escapeHtml(title)}</title>${metaTag('name', 'description', description)}<meta name="robots" content="noindex">`;
  }
  // Only to the versions that exist: an English page of an untranslated article is the Portuguese page's copy.
  const alternates = [
    ...LANGUAGES.flatMap((other) => {
      const path = versions[other];
      return path
        ? [
            `<link rel="alternate" hreflang="${HTML_LANG[other]}" href="${escapeHtml(`${origin}${localizedPath(other, path)}`)}">`,
          ]
        : [];
    }),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${versions.pt ?? canonicalPath}`)}">`,
  ];
  // Feed readers find a site's feeds here: the news and the opinions, in the page's language.
  const feeds = FEED_KINDS.map(
    (kind) =>
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(FEED_TEXTS[language][kind].title)}" href="${escapeHtml(`${origin}${localizedFeedPath(kind, language)}`)}">`,
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    head.notFound
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates,
    ...feeds,
    metaTag('property', 'og:type', head.type ?? 'website'),
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:title', head.title ?? siteName),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:locale', OG_LOCALE[shown]),
    metaTag('property', 'article:published_time', head.publishedTime),
    metaTag('property', 'article:author', head.author),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', head.title ?? siteName),
    metaTag('name', 'twitter:description', description),
    metaTag('name', 'twitter:image', image),
    // A data block, never executed: the CSP's script hashes concern only scripts that run.
    head.jsonLd ? `<script type="application/ld+json">${jsonLdScriptText(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('');
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no text typed by staff
 * can close the element or open a comment; JSON parsers read the escapes back as the same characters.
 */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
