import { useEffect, useState, type RefObject } from 'react';

export type OutOfViewMode = 'above' | 'either';

/**
 * Whether an element has left the viewport: scrolled above it ('above'), or either way ('either'). Read from
 * the element's box on scroll and resize, which also works where IntersectionObserver is missing.
 */
export function useOutOfView(ref: RefObject<HTMLElement | null>, mode: OutOfViewMode = 'above'): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const update = () => {
      const box = ref.current?.getBoundingClientRect();
      if (!box) return;
      const above = box.bottom < 0;
      setOut(mode === 'above' ? above : above || box.top >= window.innerHeight);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, mode]);
  return out;
}
