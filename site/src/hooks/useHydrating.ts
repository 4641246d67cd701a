import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True only while React hydrates the server's HTML in the browser: false on the server and in every later
 * render (React reads the server snapshot while hydrating, the other one after).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== 'undefined',
  );
}
