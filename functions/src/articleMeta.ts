// Writes an article's share tags into the site's article shell. Pure string work on a known template (Vite's
// index.html with a prerendered page in its root), so no HTML parser is needed; every value is escaped
// because titles and summaries are typed by staff and must never become markup.

export interface ArticleMeta {
  title: string;
  description: string;
  /** Absolute URL; omitted when the article has none. */
  image: string | null;
  /** Absolute canonical URL of the article. */
  url: string;
  publishedTime: string | null;
  author: string | null;
}

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

/** Line breaks and runs of spaces collapse, and long summaries are cut at a word, as previews show ~200. */
export function shortDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

// Tags this function owns: the template's own copies are removed first, so crawlers never see two values.
export const OWNED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\bname=["']description["'][^>]*>\s*/gi,
  /<meta\b[^>]*\b(?:property|name)=["'](?:og|twitter|article):[^"']*["'][^>]*>\s*/gi,
  /<link\b[^>]*\brel=["']canonical["'][^>]*>\s*/gi,
  /<link\b[^>]*\brel=["']preload["'][^>]*\bas=["']image["'][^>]*>\s*/gi,
];

/** The template's <title>, used as the site name. */
export function templateTitle(html: string): string {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return match?.[1]?.trim() ?? '';
}

export function tag(attr: 'name' | 'property', key: string, value: string | null): string {
  return value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '';
}

export function articleHeadTags(meta: ArticleMeta, siteName: string): string {
  const pageTitle = siteName ? `${meta.title} | ${siteName}` : meta.title;
  return [
    `<title>${escapeHtml(pageTitle)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:type', 'article'),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:image', meta.image),
    tag('property', 'og:locale', 'pt_BR'),
    tag('property', 'article:published_time', meta.publishedTime),
    tag('property', 'article:author', meta.author),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image),
    // The cover is the page's largest paint: fetch it while the app loads, not once it has rendered.
    meta.image
      ? `<link rel="preload" as="image" href="${escapeHtml(meta.image)}" fetchpriority="high" />`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** `tags` at the end of <head>, after removing the template's tags matched by `owned`. */
export function withHeadTags(html: string, tags: string, owned: readonly RegExp[] = OWNED_TAGS): string {
  const stripped = owned.reduce((page, pattern) => page.replace(pattern, ''), html);
  // A function replacer: `$&` or `$1` inside a title must stay literal text.
  return stripped.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

export function injectArticleMeta(html: string, meta: ArticleMeta): string {
  return withHeadTags(html, articleHeadTags(meta, templateTitle(html)));
}

/** Unknown article: the page stays as it is (the app shows 'Artigo não encontrado') but is kept out of indexes. */
export function markNotFound(html: string): string {
  return html.replace(/<\/head>/i, () => '    <meta name="robots" content="noindex" />\n  </head>');
}
