import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, TRANSLATION_LANGUAGES, isEventPublicAt, type TranslationLanguage } from '@cvc/domain';
import { eventPagePath } from '@cvc/web';
import { adminApp } from '../shared/adminApp';
import { ttlCache } from '../shared/ttlCache';
import type { SitemapEntry, SitemapPaths } from './sitemap';

/** An enabled event: its id, its times and the languages it is translated into. */
export interface SitemapEvent {
  id: string;
  published_at: Date | null;
  unpublish_at: Date | null;
  translated: readonly TranslationLanguage[];
}

/**
 * Each event's page public at `now`, past ones included (they keep their page), in Portuguese and in each
 * language it is translated into (the same path under the language's prefix): one scheduled ahead or past its
 * unpublish time is left out. No lastmod: an event has no edit date.
 */
export function eventEntries(events: readonly SitemapEvent[], now: Date): SitemapEntry[] {
  return events
    .filter((event) => isEventPublicAt({ enabled: true, ...event }, now))
    .map(({ id, translated }) => {
      const path = eventPagePath(id);
      const paths: SitemapPaths = { pt: path };
      for (const language of translated) paths[language] = path;
      return { paths };
    });
}

// A translation always has a title (the forms require one): its presence says the event is translated.
const translatedTitleFields = TRANSLATION_LANGUAGES.map((language) => `translations.${language}.title`);

// As the articles': at most one read of the enabled events (ids, times, translated titles) per five minutes and
// instance; the scheduled ones are kept and left out until their time.
const memo = ttlCache<SitemapEvent[]>({ ttlMs: 5 * 60_000, max: 1 });

const dateOf = (value: unknown) => (value as Timestamp | null | undefined)?.toDate() ?? null;

export const eventsForSitemap = async (now: Date = new Date()) => {
  const events = await memo('events', async () => {
    const snapshot = await getFirestore(adminApp())
      .collection(COLLECTIONS.events)
      .where('enabled', '==', true)
      .orderBy('date', 'asc')
      .select('published_at', 'unpublish_at', ...translatedTitleFields)
      .get();
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      published_at: dateOf(doc.get('published_at')),
      unpublish_at: dateOf(doc.get('unpublish_at')),
      translated: TRANSLATION_LANGUAGES.filter((language) => doc.get(`translations.${language}.title`)),
    }));
  });
  return eventEntries(events, now);
};
