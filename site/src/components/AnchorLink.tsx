import type { ReactNode } from 'react';
import { useAnchorNavigation } from './useAnchorNavigation';
import { useLocalPath } from '../i18n/useLanguage';

/** Link to a home section: a real `/#id` href (in the page's language), smooth-scrolled when already on the home page. */
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
  const localPath = useLocalPath();
  return (
    <a
      href={localPath(`/#${anchor}`)}
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
