import type { MetaDescriptor } from 'react-router';
import { pageHeadTags, type PageHead } from '@cvc/web';
import { i18n } from '@site/i18n';

// A page's <head> is the site's own (web/src/head-tags.ts: title, description, canonical, hreflang alternates,
// Open Graph/Twitter), turned into React Router's meta descriptors so <Meta /> writes the same tags.

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The tags of a Portuguese page, as `meta` returns them; React escapes the values again. */
export function headMeta(head: PageHead, origin: string, canonicalPath: string): MetaDescriptor[] {
  const tags = pageHeadTags(head, {
    origin,
    language: 'pt',
    canonicalPath,
    siteName: i18n.t('meta.siteName'),
  });
  return [...tags.matchAll(/<title>([^<]*)<\/title>|<(meta|link) ([^>]*)>/g)].map(
    ([, title, element, attributes = '']) => {
      if (title !== undefined) return { title: unescape(title) };
      const props = Object.fromEntries(
        [...attributes.matchAll(/([a-z:-]+)="([^"]*)"/g)].map(([, name, value = '']) => [
          name === 'hreflang' ? 'hrefLang' : name,
          unescape(value),
        ]),
      );
      return element === 'link' ? { tagName: 'link', ...props } : props;
    },
  );
}

/** What the site's sitePage function sends (functions/src/sendRenderedPage.ts): the CDN keeps, browsers do not. */
export function cacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}`;
}
