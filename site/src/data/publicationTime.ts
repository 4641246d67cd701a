import { browserPublicationTime } from '@cvc/domain';

// A read of published items asks `published_at <=` a time, which the rules hold to the time Firestore receives
// the read: a later one is refused whole. The server render's clock is Google's, as Firestore's is. A browser's
// may run fast: its first refusal makes every later read ask a margin earlier (items then show a few minutes
// late there, on client-side navigation only).
let browserClockAhead = false;

/** The time the site's reads ask published items to have come by: now, or a margin earlier (see above). */
export function publicationTime(): Date {
  const now = new Date();
  return browserClockAhead ? browserPublicationTime(now) : now;
}

const refusedByRules = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

/** `read`, read again a margin earlier when a browser's clock turns out to run ahead of Firestore's. */
export function readingAsOfNow<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args) => {
    try {
      return await read(...args);
    } catch (error) {
      if (import.meta.env.SSR || browserClockAhead || !refusedByRules(error)) throw error;
      browserClockAhead = true;
      return read(...args);
    }
  };
}
