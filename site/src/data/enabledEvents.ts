import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, isCapacity, storedSponsorLogos, type CvcEvent, type Language } from '@cvc/domain';
import { optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { inLanguage } from './inLanguage';
import { readingAsOfNow } from './publicationTime';
import { stillOnSite } from './stillOnSite';

/** An event as a page shows it, with the language its texts are in. */
export type ShownEvent = CvcEvent & { content_language: Language };

/** A stored event as a page in `language` shows it: its version in that language, else the Portuguese. */
export function toCvcEvent(snapshot: DocumentSnapshot, language: Language): ShownEvent {
  const doc = inLanguage('events', snapshot, language);
  const capacity: unknown = doc.get('capacity');
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    description: textField(doc, 'description'),
    full_description: optionalTextField(doc, 'full_description'),
    date: textField(doc, 'date'),
    start_time: optionalTextField(doc, 'start_time'),
    end_time: optionalTextField(doc, 'end_time'),
    location: textField(doc, 'location'),
    registration_url: optionalTextField(doc, 'registration_url'),
    image_url: optionalTextField(doc, 'image_url'),
    sponsors: optionalTextField(doc, 'sponsors'),
    sponsor_logos: storedSponsorLogos(doc.get('sponsor_logos')),
    enabled: true,
    capacity: isCapacity(capacity) ? capacity : null,
    content_language: doc.language,
  };
}

/**
 * Every public event in the page's language, earliest date first: enabled and published by now (the rules refuse a
 * query without both; a scheduled event is not found yet), less any past its unpublish time.
 */
export const fetchEnabledEvents = readingAsOfNow(async function fetchEnabledEvents(
  language: Language,
): Promise<ShownEvent[]> {
  const { collection, db, getDocs, orderBy, publicationTime, query, where } = await firestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.events),
      where('enabled', '==', true),
      where('published_at', '<=', publicationTime()),
      orderBy('date', 'asc'),
    ),
  );
  return snapshot.docs.filter((doc) => stillOnSite(doc)).map((doc) => toCvcEvent(doc, language));
});
