// Writes tags into a rendered page's <head> (a shared event's, eventMeta.ts). Pure string work on a known page
// (our own shell, filled), so no HTML parser is needed; every value is escaped because titles and descriptions
// are typed by staff and must never become markup.
import { metaTag } from '@cvc/web';

export { escapeHtml, shortDescription } from '@cvc/web';

/** `<meta attr="key" content="value">`, or nothing for an empty value. */
export function tag(attr: 'name' | 'property', key: string, value: string | null): string {
  return metaTag(attr, key, value);
}

/** The page's <title> after its ' | ', the site's name (the whole title when it has none). */
export function siteNameOf(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  return title.split(' | ').pop() ?? '';
}

/** `tags` at the end of <head>, after removing the page's tags matched by `owned`. */
export function withHeadTags(html: string, tags: string, owned: readonly RegExp[]): string {
  const stripped = owned.reduce((page, pattern) => page.replace(pattern, ''), html);
  // A function replacer: `$&` or `$1` inside a title must stay literal text.
  return stripped.replace(/<\/head>/i, () => `${tags}</head>`);
}
