import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { unlocalizedPath } from '@cvc/web';
import { scrollIntoViewRendered } from './offscreenSections';
import { useLocalPath } from '../i18n/useLanguage';

export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  scrollIntoViewRendered(target, { behavior, block: 'start' });
  return true;
}

/**
 * Home anchors: on the home page scroll smoothly; elsewhere go home first, and the home page scrolls to the
 * hash once its sections are on screen.
 */
export function useAnchorNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  return useCallback(
    (id: string) => {
      if (unlocalizedPath(location.pathname) === '/') {
        scrollToAnchor(id);
        window.history.replaceState(window.history.state, '', localPath(`/#${id}`));
      } else {
        void navigate(localPath(`/#${id}`));
      }
    },
    [location.pathname, navigate, localPath],
  );
}
