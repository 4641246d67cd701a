import { useEffect } from 'react';
import type { PageHead } from '@cvc/web';
import { showPageVersions } from '../../site-context/pageVersions';

// A page's head is declared once, in its route module (`head`). The server render writes it into <head> with the
// canonical address and the language alternates (prerender/entry-server.tsx); in the browser this keeps the
// same values following the visitor from page to page.

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

/**
 * Browser only: the document's title and description tags follow `head` while the page is shown, and the
 * language switcher its versions.
 */
export function usePageHead(head: PageHead): void {
  const key = JSON.stringify(head);
  const versions = JSON.stringify(head.versions ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `versions` stands for head.versions.
  useEffect(() => showPageVersions(head.versions), [versions]);
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
