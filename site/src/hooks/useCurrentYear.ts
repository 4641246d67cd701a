import { useSyncExternalStore } from 'react';
import { toIsoDate } from '@cvc/domain';

const noChanges = () => () => {};

/**
 * This year. The prerendered page prints the build's year, and hydration must render what the HTML holds, so
 * the browser starts from that year and then moves to the current one: a page built in December and visited
 * in January hydrates cleanly and then shows the new year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noChanges,
    // São Paulo's year: on New Year's Eve a visitor east of it is already in the next one.
    () => Number(toIsoDate(new Date()).slice(0, 4)),
    () => __BUILD_YEAR__,
  );
}
