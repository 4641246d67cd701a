import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, isEventPublicAt } from '@cvc/domain';
import { eventPagePath } from '@cvc/web';
import { adminApp } from '../shared/adminApp';
import { ttlCache } from '../shared/ttlCache';
import type { SitemapEntry } from './sitemap';

type StoredEvent = { id: string; published_at: Date | null; unpublish_at: Date | null };

/**
 * Each event's page public at `now`, past ones included (they keep their page): one scheduled ahead or past its
 * unpublish time is left out. No lastmod: an event has no edit date.
 */
export function eventEntries(events: readonly StoredEvent[], now: Date): SitemapEntry[] {
  return events
    .filter((event) => isEventPublicAt({ enabled: true, ...event }, now))
    .map(({ id }) => ({ path: eventPagePath(id) }));
}

// As the articles': at most one read of the enabled events (ids and times) per five minutes and instance; the
// scheduled ones are kept and left out until their time.
const memo = ttlCache<StoredEvent[]>({ ttlMs: 5 * 60_000, max: 1 });

const dateOf = (value: unknown) => (value as Timestamp | null | undefined)?.toDate() ?? null;

export const eventsForSitemap = async (now: Date = new Date()) => {
  const events = await memo('events', async () => {
    const snapshot = await getFirestore(adminApp())
      .collection(COLLECTIONS.events)
      .where('enabled', '==', true)
      .orderBy('date', 'asc')
      .select('published_at', 'unpublish_at')
      .get();
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      published_at: dateOf(doc.get('published_at')),
      unpublish_at: dateOf(doc.get('unpublish_at')),
    }));
  });
  return eventEntries(events, now);
};
