import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { unlocalizedPath } from '@cvc/web';

/**
 * Every path change starts at the top of the page; a hash (home anchor) is handled by the home page. The
 * first page is left where the visitor is: it was prerendered, and they may have scrolled before the app
 * started. The same page in another language (the switcher) keeps the visitor where they are.
 */
export function ScrollToTop() {
  const { hash } = useLocation();
  const pathname = unlocalizedPath(useLocation().pathname);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    if (!hash) window.scrollTo(0, 0);
    // Only a new path scrolls; changing the hash alone must not jump to the top.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
