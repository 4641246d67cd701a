import type { AnchorHTMLAttributes } from 'react';

/** Opens in a new tab without giving the other site a handle on this window. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
