import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * This year. The prerendered page prints the build's year, and hydration must render what the HTML holds, so
 * the browser starts from that year and then moves to the current one: a page built in December and visited
 * in January hydrates cleanly and then shows the new year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
