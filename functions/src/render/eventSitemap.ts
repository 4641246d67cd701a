import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { eventPagePath } from '@cvc/web';
import { adminApp } from '../shared/adminApp';
import { ttlCache } from '../shared/ttlCache';
import type { SitemapEntry } from './sitemap';

/** Each enabled event's page, past ones included (they keep their page); no lastmod: an event has no edit date. */
export function eventEntries(ids: readonly string[]): SitemapEntry[] {
  return ids.map((id) => ({ path: eventPagePath(id) }));
}

// As the articles': at most one read of the enabled events (ids only) per five minutes and instance.
const memo = ttlCache<SitemapEntry[]>({ ttlMs: 5 * 60_000, max: 1 });

export const eventsForSitemap = () =>
  memo('events', async () => {
    const snapshot = await getFirestore(adminApp())
      .collection(COLLECTIONS.events)
      .where('enabled', '==', true)
      .orderBy('date', 'asc')
      .select()
      .get();
    return eventEntries(snapshot.docs.map((doc) => doc.id));
  });
