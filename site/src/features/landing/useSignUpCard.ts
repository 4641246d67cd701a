import { startTransition, useRef, useState } from 'react';
import { useOutOfView, type OutOfViewMode } from './useOutOfView';

/**
 * A landing's sign-up card: whether its form is shown, `expand` to show it in the card's place (a transition: the
 * card stays until the form's code is in, LazyLandingLeadForm), `reveal` to do so from anywhere on the page
 * (scrolled to and focused), and whether the card is out of view (`mode`), for the sticky bar.
 */
export function useSignUpCard(mode: OutOfViewMode) {
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const outOfView = useOutOfView(ref, mode);
  const expand = () => startTransition(() => setExpanded(true));
  const reveal = () => {
    expand();
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    ref.current?.focus({ preventScroll: true });
  };
  return { ref, expanded, expand, reveal, outOfView };
}
