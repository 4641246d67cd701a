import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every path change starts at the top of the page; a hash (home anchor) is handled by the home page. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    // Only a new path scrolls; changing the hash alone must not jump to the top.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
