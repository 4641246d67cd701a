import type { ArticleKind, CvcInfo, Language } from '@cvc/domain';
import type { PrerenderedPage } from './page-shells';

// The contract between the site's server entry (site/src/prerender/entry-server.tsx, which implements it) and
// whoever loads it: the sitePage and sitemap functions at run time, the prerender at build time. They load a
// built bundle, so no compiler would see the two sides drift apart unless both name these types.

/**
 * How a page reaches the visitor:
 * - `build`: rendered once at build time (its first screen is the same for everyone; data sections load in the
 *   browser);
 * - `request`: rendered per request by the sitePage function with its data (its first screen is data);
 * - `fallback`: the page of every address no other page claims (not found): rendered at build time into the
 *   shell Hosting answers those addresses with, in each language.
 */
export type RenderMode = 'build' | 'request' | 'fallback';

/** What a page declares about itself that routing, the build, the functions and Hosting need (no code). */
export interface PageDeclaration {
  /** A name for the page: its shells and the bench's tables use it. */
  id: string;
  /**
   * Its Portuguese paths (the spec's), react-router patterns; English and Spanish get the same under /en and /es.
   * The first is canonical: the others render the same page and name the first as its canonical address.
   */
  paths: readonly [string, ...string[]];
  render: RenderMode;
  /** Seconds the CDN keeps a page rendered per request (browsers keep none). */
  cacheSeconds?: number;
  /** Query parameters the page reads; a request with any other is redirected to the address without it. */
  params: readonly string[];
  /** The page's folder under site/src (`pages/news`): its route module and the modules it loads. */
  folder: string;
}

/** The page at one address: matched once per request, its language and parameters with it. */
export interface SitePage extends PageDeclaration {
  language: Language;
  /** The address's path without its language prefix. */
  pathname: string;
  /** The path's parameters (`:slug`). */
  pathParams: Readonly<Record<string, string | undefined>>;
}

export interface RenderOptions {
  /** Await the page's reads and render them (per request); at build time data sections render loading. */
  withData?: boolean;
  /** https://host the page is served from, for its canonical address and alternates. */
  origin: string;
  /**
   * False: a page no script will take over (the console's preview), so the render writes no script of its own
   * (no reads for the app); it goes into the static shell (staticShellPath), which has none either. Its
   * JSON-LD stays: a data block, never run. Default true.
   */
  scripts?: boolean;
}

/** One render of an address. */
export interface RenderedPage extends PrerenderedPage {
  /**
   * 404 for a page that says it does not exist (an unknown article); 301 for one that lives at another address
   * in its language (`location`: a translated article asked at its Portuguese slug).
   */
  status: 200 | 301 | 404;
  /** Where a 301 sends the visitor: the address's path in the page's language. */
  location?: string;
  /** Reads a section wanted that the page did not name, so they rendered loading: a bug to fix. */
  missedReads: string[];
}

/**
 * A news item or opinion as stored, in any status, for staff to see as visitors will (the preview). Dates are
 * Dates; the columnist and the mentioned CVCs are looked up as the article page does.
 */
export interface ArticlePreview {
  kind: ArticleKind;
  id: string;
  title: string;
  summary: string;
  content: string;
  /** As stored: 'markdown', or null for a body of lines (stored before Markdown bodies). */
  content_format: string | null;
  /**
   * The language the texts above are in: the page's when the item has that translation (its title, summary,
   * body and slug are the translation's), else Portuguese, which the page marks as such. Absent means Portuguese.
   */
  content_language?: Language;
  slug: string;
  image_url: string | null;
  published_at: Date | null;
  source_url: string | null;
  partner_logo_url: string | null;
  columnist_id: string | null;
  cvcs_mentioned: string[];
}

/** The site's server entry. */
export interface SiteRenderer {
  /** Every page the site declares. */
  pages: readonly PageDeclaration[];
  /** The page at `pathname` (any language); the fallback page when no other claims it. */
  pageAt(pathname: string): SitePage | null;
  /** `address` (path and query) rendered as `page`, which pageAt gave for its path. */
  renderPage(page: SitePage, address: string, options: RenderOptions): Promise<RenderedPage>;
  /**
   * `article` rendered by the article page in `language`, as its public address would show it once published,
   * with `noindex`; nothing is read for it but what the page reads besides the article.
   */
  renderPreview(
    article: ArticlePreview,
    language: Language,
    options: Pick<RenderOptions, 'origin' | 'scripts'>,
  ): Promise<RenderedPage>;
  /** The CVC lookup the article's read makes, answered in-process rather than over HTTP. */
  serveCvcInfoFrom(lookup: (name: string) => Promise<CvcInfo | null>): void;
  /** From now on the page reads carry this App Check token (minted by the functions for the site's web app). */
  readWithAppCheckToken(token: string): void;
}
