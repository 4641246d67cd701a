import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '@cvc/web';

// A page says its title, description and share image once, here; the server render writes them into <head> with
// the canonical address and the language alternates (prerender/entry-server.tsx), and in the browser the same
// values follow the visitor from page to page.

/** Server render only: where the page being rendered leaves its head. */
export const PageHeadCollector = createContext<{ head?: PageHead } | null>(null);

type Tag = [attribute: 'name' | 'property', key: string, value: string | null | undefined];

function browserTags(head: PageHead): Tag[] {
  return [
    ['name', 'description', head.description],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
  ];
}

export function usePageHead(head: PageHead): void {
  const collector = useContext(PageHeadCollector);
  // Rendering on the server: the page (rendered last, inside the layout) has the last word.
  if (collector) collector.head = head;
  const key = JSON.stringify(head);
  useEffect(() => {
    const siteName = document.title.split(' | ').pop() ?? '';
    const previousTitle = document.title;
    document.title = head.title ? `${head.title} | ${siteName}` : siteName;
    const restore: (() => void)[] = [() => (document.title = previousTitle)];
    for (const [attribute, name, value] of browserTags(head)) {
      const tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
      if (!tag || !value) continue;
      const previous = tag.getAttribute('content');
      tag.setAttribute('content', value);
      restore.push(() => previous !== null && tag.setAttribute('content', previous));
    }
    return () => restore.reverse().forEach((undo) => undo());
    // `key` stands for the head's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
