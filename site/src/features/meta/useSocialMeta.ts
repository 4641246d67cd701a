import { useEffect } from 'react';
import { absoluteUrl } from './absoluteUrl';

export interface SocialMeta {
  title: string;
  description: string;
  /** A site path or an absolute URL: tags always hold the absolute one. */
  url: string;
  image: string | null;
}

type Tag = [attribute: 'name' | 'property', key: string, value: string | null];

function tagsOf(meta: SocialMeta): Tag[] {
  const url = absoluteUrl(meta.url);
  const image = meta.image && absoluteUrl(meta.image);
  return [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'article'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
  ];
}

/**
 * The article's description, Open Graph and Twitter tags while the page is shown (browser extensions and
 * in-app browsers read them); crawlers get the same tags from the articlePreview function. Earlier values
 * come back when the page goes.
 */
export function useSocialMeta(meta: SocialMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!meta) return;
    const restore: (() => void)[] = [];
    for (const [attribute, name, value] of tagsOf(meta)) {
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
      const previous = element?.getAttribute('content') ?? null;
      if (!element) {
        if (!value) continue;
        element = document.createElement('meta');
        element.setAttribute(attribute, name);
        document.head.append(element);
      }
      const tag = element;
      if (value) tag.setAttribute('content', value);
      else tag.remove();
      restore.push(() => {
        if (previous === null) tag.remove();
        else {
          tag.setAttribute('content', previous);
          if (!tag.isConnected) document.head.append(tag);
        }
      });
    }
    return () => restore.reverse().forEach((undo) => undo());
    // `key` stands for the meta object's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
