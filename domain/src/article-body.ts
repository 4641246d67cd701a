// What an article body (news and opinions' `content`) may hold. The site's renderer sanitises against these
// lists and the console checks a body against them, so both read the same rules from here.

/** Bodies written since rich text are Markdown; a stored body without the field is one paragraph per line. */
export const ARTICLE_BODY_FORMAT = 'markdown' as const;
export type ArticleBodyFormat = typeof ARTICLE_BODY_FORMAT | 'lines';

/** The format of a stored body: anything but the marker reads as the text stored before rich bodies. */
export function articleBodyFormat(stored: unknown): ArticleBodyFormat {
  return stored === ARTICLE_BODY_FORMAT ? ARTICLE_BODY_FORMAT : 'lines';
}

/** The elements a body renders to: paragraphs, links, bold, italics, two heading levels, lists, quotes, images. */
export const ARTICLE_BODY_ELEMENTS = [
  'p',
  'br',
  'a',
  'strong',
  'em',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
] as const;

/** URL schemes a body's links and images may use; relative addresses (the site's own pages) are kept too. */
export const ARTICLE_LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;
export const ARTICLE_IMAGE_PROTOCOLS = ['http', 'https'] as const;

/**
 * The paragraphs of a body of lines (SPEC §3 before Markdown): one per line, shown as text, never as markup.
 * Blank lines and surrounding spaces are dropped.
 */
export function articleBodyLines(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
