import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { WaitForGate, createGate, type Gate } from './hydrationGate';
import { SectionHolder } from './offscreenSections';

/** How far outside the viewport a section starts hydrating, so it is live before it scrolls in. */
export const HYDRATE_MARGIN = '400px';

/**
 * Events after which every deferred section hydrates: the visitor is using the page. A click alone counts too:
 * a screen reader activates a link or a button with no key or pointer event the page sees.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'click'] as const;
/** History moves that may update the page without an interaction on it. */
const NAVIGATIONS = ['popstate', 'hashchange'] as const;

/**
 * After this long, every deferred section hydrates once the browser is idle: well past the page's load, in
 * React's small slices, so the sections are live before most visitors scroll to them.
 */
export const HYDRATE_WHEN_IDLE_AFTER_MS = 10_000;

/** Gates still closed; those in `notAtIdle` wait for an interaction even when the browser is idle. */
const waiting = new Set<Gate>();
const notAtIdle = new WeakSet<Gate>();
let interacted = false;
let idle = false;

const opensNow = (gate: Gate) => interacted || (idle && !notAtIdle.has(gate));

function newGate({ atIdle = true } = {}): Gate {
  const gate = createGate(() => waiting.delete(gate));
  if (!atIdle) notAtIdle.add(gate);
  // A browser that cannot tell when a section nears the viewport renders it at once.
  if (opensNow(gate) || (atIdle && typeof IntersectionObserver === 'undefined')) gate.openNow();
  else waiting.add(gate);
  return gate;
}

/**
 * Opens every gate: at the first interaction (in the capture phase at the document, before React sees the event,
 * so the section tapped or tabbed into hydrates first and every update the visitor causes meets hydrated
 * sections), or at a move in history. An update that reached a section still waiting would wait with it (React
 * holds it until the section hydrates), so no gate may stay closed past these. An address with a query or a
 * fragment (a deep link, an anchor) opens them at once.
 */
function openOnInteraction() {
  if (interacted) return;
  interacted = true;
  for (const gate of [...waiting]) gate.openNow();
  for (const type of INTERACTIONS) document.removeEventListener(type, openOnInteraction, true);
  for (const type of NAVIGATIONS) window.removeEventListener(type, openOnInteraction);
}

/** When idle after HYDRATE_WHEN_IDLE_AFTER_MS, the sections hydrate too, before most visitors scroll to them. */
function openWhenIdle() {
  idle = true;
  for (const gate of [...waiting]) if (opensNow(gate)) gate.openNow();
}

if (typeof document !== 'undefined') {
  if (window.location.search || window.location.hash) interacted = true;
  else {
    for (const type of INTERACTIONS) document.addEventListener(type, openOnInteraction, true);
    for (const type of NAVIGATIONS) window.addEventListener(type, openOnInteraction);
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(openWhenIdle);
      else openWhenIdle();
    }, HYDRATE_WHEN_IDLE_AFTER_MS);
  }
}

/**
 * A gate that opens at the visitor's first interaction with the page or move in history, never only because
 * the browser is idle: for a part whose code a page's load does not need (HydrateOnInteraction).
 */
export const interactionGate = () => newGate({ atIdle: false });

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
    if (opensNow(gate)) {
      gate.openNow();
      return;
    }
    waiting.add(gate);
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
      waiting.delete(gate);
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
