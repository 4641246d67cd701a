import type { ReactNode } from 'react';
import { useAnchorNavigation } from '../app/useAnchorNavigation';

/** Link to a home section: a real `/#id` href, smooth-scrolled when already on the home page. */
export function AnchorLink({
  anchor,
  onNavigate,
  children,
}: {
  anchor: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const goToAnchor = useAnchorNavigation();
  return (
    <a
      href={`/#${anchor}`}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
        goToAnchor(anchor);
      }}
    >
      {children}
    </a>
  );
}
