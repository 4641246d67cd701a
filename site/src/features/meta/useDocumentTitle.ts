import { useEffect } from 'react';

// The site name is whatever index.html calls the site; captured once, before any page changes the title.
const SITE_TITLE = typeof document === 'undefined' ? '' : document.title;

/** 'Page | Site' while the page is shown; the site's own title comes back when it goes. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    document.title = SITE_TITLE ? `${title} | ${SITE_TITLE}` : title;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
