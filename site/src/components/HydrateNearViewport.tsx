import { Suspense, use, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from '../hooks/useHydrating';
import { SectionHolder } from './offscreenSections';

/** How far outside the viewport a section starts hydrating, so it is live before it scrolls in. */
export const HYDRATE_MARGIN = '400px';

/** Events after which every deferred section hydrates: the visitor is using the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** History moves that may update the page without an interaction on it. */
const NAVIGATIONS = ['popstate', 'hashchange'] as const;

/**
 * After this long, every deferred section hydrates once the browser is idle: well past the page's load, in
 * React's small slices, so the sections are live before most visitors scroll to them.
 */
export const HYDRATE_WHEN_IDLE_AFTER_MS = 10_000;

/** `opened` carries React's thenable status once open, so `use` reads it at once instead of suspending. */
type Gate = { open: boolean; opened: Promise<void>; openNow: () => void };

const gates = new Set<Gate>();
let everyGateOpen = false;

function newGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    open: false,
    opened,
    openNow: () => {
      gate.open = true;
      gates.delete(gate);
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  if (everyGateOpen) gate.openNow();
  else gates.add(gate);
  return gate;
}

/**
 * Opens every gate: at the first interaction (in the capture phase at the document, before React sees the event,
 * so the section tapped or tabbed into hydrates first and every update the visitor causes meets hydrated
 * sections), at a move in history, or when idle after HYDRATE_WHEN_IDLE_AFTER_MS. An update that reached a
 * section still waiting would wait with it. An address with a query or a fragment (a deep link, an anchor)
 * opens them at once.
 */
function openEveryGate() {
  if (everyGateOpen) return;
  everyGateOpen = true;
  for (const gate of [...gates]) gate.openNow();
  for (const type of INTERACTIONS) document.removeEventListener(type, openEveryGate, true);
  for (const type of NAVIGATIONS) window.removeEventListener(type, openEveryGate);
}
if (typeof document !== 'undefined') {
  if (window.location.search || window.location.hash) everyGateOpen = true;
  else {
    for (const type of INTERACTIONS) document.addEventListener(type, openEveryGate, true);
    for (const type of NAVIGATIONS) window.addEventListener(type, openEveryGate);
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(openEveryGate);
      else openEveryGate();
    }, HYDRATE_WHEN_IDLE_AFTER_MS);
  }
}

/** Read at once by `use`; every render calls it, as React requires of a component that once suspended. */
const ALREADY_OPEN: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending while hydrating keeps the server's HTML in place; React hydrates it once the gate opens. A
  // browser that cannot tell when a section nears the viewport renders it at once.
  const hydrating = useHydrating();
  use(hydrating && typeof IntersectionObserver !== 'undefined' ? gate.opened : ALREADY_OPEN);
  return children;
}

/**
 * A below-the-fold section, shown from the server's HTML at once, that React hydrates only when it comes within
 * HYDRATE_MARGIN of the viewport or the visitor first interacts with the page: loading a long page then runs the
 * code of what is on screen only, and the rest costs the main thread nothing until it is needed. A parent's
 * re-render reaches it with new children, and React holds that update until it hydrates: keep late data (a
 * browser-only read) in a component of its own, below the page, so its answer does not wait for the gates.
 */
export function HydrateNearViewport({
  children,
  skipWhileOffscreen = false,
}: {
  children: ReactNode;
  /** The browser also leaves its sections unrendered until they come near (`offscreenSections.ts`). */
  skipWhileOffscreen?: boolean;
}) {
  const [gate] = useState(newGate);
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const sections = holder.current?.children;
    if (gate.open || !sections?.length || typeof IntersectionObserver === 'undefined') {
      gate.openNow();
      return;
    }
    // Back in the set after a cleanup (React may run an effect's cleanup and the effect again).
    if (everyGateOpen) {
      gate.openNow();
      return;
    }
    gates.add(gate);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.openNow();
      },
      { rootMargin: HYDRATE_MARGIN },
    );
    for (const section of sections) observer.observe(section);
    return () => {
      observer.disconnect();
      gates.delete(gate);
    };
  }, [gate]);
  return (
    <SectionHolder ref={holder} $skipWhileOffscreen={skipWhileOffscreen}>
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    </SectionHolder>
  );
}
