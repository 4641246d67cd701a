import { COLLECTIONS, isPossibleEventId, type EventSeats, type Language } from '@cvc/domain';
import { toCvcEvent, type ShownEvent } from './enabledEvents';
import { firestore } from './firestore';
import { versionsOf } from './inLanguage';

/** The event in the page's language, its taken seats, and the languages it exists in (its page's alternates). */
export type EventPageData = { event: ShownEvent; seats: EventSeats; languages: Language[] };

const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);

/**
 * One enabled event and its taken seats, or null for an unknown or disabled id. A query rather than a get: the
 * rules refuse a visitor's get of a disabled event, and a query with `enabled == true` just finds nothing.
 */
export async function fetchEventPage(id: string, language: Language): Promise<EventPageData | null> {
  if (!isPossibleEventId(id)) return null;
  const { collection, db, doc, documentId, getDoc, getDocs, limit, query, where } = await firestore();
  const [events, seats] = await Promise.all([
    getDocs(
      query(
        collection(db, COLLECTIONS.events),
        where(documentId(), '==', id),
        where('enabled', '==', true),
        limit(1),
      ),
    ),
    getDoc(doc(db, COLLECTIONS.eventSeats, id)),
  ]);
  const found = events.docs[0];
  if (!found) return null;
  return {
    event: toCvcEvent(found, language),
    seats: { confirmed: count(seats.get('confirmed')), waitlisted: count(seats.get('waitlisted')) },
    languages: Object.keys(versionsOf(found)) as Language[],
  };
}
