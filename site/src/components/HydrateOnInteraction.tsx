import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { interactionGate } from './HydrateNearViewport';
import { WaitForGate } from './hydrationGate';

/**
 * A part of the page that a visitor needs only to use it, such as the footer's newsletter form: shown from the
 * server's HTML, and hydrated (its code loaded, when `children` is a lazy component) at the visitor's first
 * interaction with the page (a tap, key or focus anywhere, a move in history; earlier with a pointer over it),
 * never merely because it scrolled into view or the browser is idle. Sooner would not do: React holds any update
 * that reaches a part still waiting, a move to another page included, until it hydrates.
 *
 * React hydrates the same elements, so the focus and what was typed stay. A send made before the code arrived is
 * held and made again once the form is live, instead of leaving the page by the form's own action. Rendered in
 * the browser (after a move within the app, say) it renders at once.
 */
export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  const [gate] = useState(interactionGate);
  const holder = useRef<HTMLDivElement>(null);
  const heldSend = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const live = useRef(false);
  const stopListening = useRef(() => {});

  useLayoutEffect(() => {
    // Rendered in the browser, the part is live before this parent's effect runs.
    if (live.current) return;
    // At the document, in the capture phase: React stops an event aimed at HTML it has not hydrated yet.
    const within = (event: Event) => holder.current?.contains(event.target as Node) === true;
    const openEarly = (event: Event) => {
      if (within(event)) gate.openNow();
    };
    const holdSend = (event: Event) => {
      if (!within(event) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      heldSend.current = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
      gate.openNow();
    };
    document.addEventListener('pointerover', openEarly, true);
    document.addEventListener('submit', holdSend, true);
    stopListening.current = () => {
      document.removeEventListener('pointerover', openEarly, true);
      document.removeEventListener('submit', holdSend, true);
    };
    return stopListening.current;
  }, [gate]);

  const onLive = useCallback(() => {
    live.current = true;
    stopListening.current();
    const held = heldSend.current;
    heldSend.current = null;
    if (held?.submitter) held.form.requestSubmit(held.submitter);
    else held?.form.requestSubmit();
  }, []);
  return (
    <Holder ref={holder}>
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>
          {children}
          <OnLive run={onLive} />
        </WaitForGate>
      </Suspense>
    </Holder>
  );
}

/** Runs once the boundary it is in has committed: hydrated, or rendered in the browser. */
function OnLive({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

const Holder = styled.div`
  display: contents;
`;
