import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { useLocalPath } from '../i18n/useLanguage';

/**
 * react-router's Link to a site path in the page's language: `to="/noticias"` leads an English reader to
 * /en/noticias. Every internal link of the site goes through it (eslint forbids the router's own).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localPath = useLocalPath();
  return (
    <RouterLink ref={ref} to={typeof to === 'string' && to.startsWith('/') ? localPath(to) : to} {...props} />
  );
});
