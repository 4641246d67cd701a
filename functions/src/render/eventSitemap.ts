import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@cvc/domain';
import { eventPagePath } from '@cvc/web';
import { adminApp } from '../shared/adminApp';
import { ttlCache } from '../shared/ttlCache';
import type { SitemapEntry, SitemapPaths } from './sitemap';

/** An enabled event: its id and the languages it is translated into. */
export interface SitemapEvent {
  id: string;
  translated: readonly TranslationLanguage[];
}

/**
 * Each enabled event's page, past ones included (they keep their page), in Portuguese and in each language it is
 * translated into (the same path under the language's prefix); no lastmod: an event has no edit date.
 */
export function eventEntries(events: readonly SitemapEvent[]): SitemapEntry[] {
  return events.map(({ id, translated }) => {
    const path = eventPagePath(id);
    const paths: SitemapPaths = { pt: path };
    for (const language of translated) paths[language] = path;
    return { paths };
  });
}

// A translation always has a title (the forms require one): its presence says the event is translated.
const translatedTitleFields = TRANSLATION_LANGUAGES.map((language) => `translations.${language}.title`);

// As the articles': at most one read of the enabled events (ids and translated titles) per five minutes and
// instance.
const memo = ttlCache<SitemapEntry[]>({ ttlMs: 5 * 60_000, max: 1 });

export const eventsForSitemap = () =>
  memo('events', async () => {
    const snapshot = await getFirestore(adminApp())
      .collection(COLLECTIONS.events)
      .where('enabled', '==', true)
      .orderBy('date', 'asc')
      .select(...translatedTitleFields)
      .get();
    return eventEntries(
      snapshot.docs.map((doc) => ({
        id: doc.id,
        translated: TRANSLATION_LANGUAGES.filter((language) => doc.get(`translations.${language}.title`)),
      })),
    );
  });
