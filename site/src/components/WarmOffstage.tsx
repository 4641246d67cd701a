import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders `children` once, when the browser is first idle, into an element that is never on the page, then
 * drops them: styled-components injects their rules then, so the tap that first shows them neither generates
 * those rules nor restyles the whole page for them. Nothing of it is in the document, for people or tools.
 */
export function WarmOffstage({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    if (container) {
      setDone(true);
      return;
    }
    const warm = () => setContainer(document.createElement('div'));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 0);
    return () => clearTimeout(id);
  }, [container, done]);
  return container && !done ? createPortal(children, container) : null;
}
