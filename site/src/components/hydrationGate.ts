import { use, type ReactNode } from 'react';
import { useHydrating } from '../hooks/useHydrating';

/** `opened` carries React's thenable status once open, so `use` reads it at once instead of suspending. */
export type Gate = { open: boolean; opened: Promise<void>; openNow: () => void };

/** A gate that a part of the page waits behind while React hydrates; `onOpen` runs when it opens. */
export function createGate(onOpen: () => void = () => {}): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    open: false,
    opened,
    openNow: () => {
      if (gate.open) return;
      gate.open = true;
      onOpen();
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

/** Read at once by `use`; every render calls it, as React requires of a component that once suspended. */
const ALREADY_OPEN: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

/**
 * Suspends while React hydrates and the gate is closed: inside a Suspense boundary, that keeps the server's HTML
 * in place, and React hydrates it once the gate opens. A render in the browser never waits.
 */
export function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  use(hydrating ? gate.opened : ALREADY_OPEN);
  return children;
}
