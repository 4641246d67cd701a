import { COLLECTIONS, isPossibleEventId, type EventSeats, type Language } from '@cvc/domain';
import { toCvcEvent, type ShownEvent } from './enabledEvents';
import { firestore } from './firestore';
import { versionsOf } from './inLanguage';

/** The event in the page's language, its taken seats, and the languages it exists in (its page's alternates). */
export type EventPageData = { event: ShownEvent; seats: EventSeats; languages: Language[] };

const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);

const refusedByRules = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * One public event and its taken seats, or null for an unknown, disabled, scheduled or withdrawn id. A get: the
 * rules decide by the time Firestore receives it (enabled, published_at come, unpublish_at not) and refuse
 * anything else, which reads here as not found; no clock of the reader's is involved.
 */
export async function fetchEventPage(id: string, language: Language): Promise<EventPageData | null> {
  if (!isPossibleEventId(id)) return null;
  const { db, doc, getDoc } = await firestore();
  const [event, seats] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.events, id)).catch((error: unknown) => {
      if (refusedByRules(error)) return null;
      throw error;
    }),
    getDoc(doc(db, COLLECTIONS.eventSeats, id)),
  ]);
  if (!event?.exists()) return null;
  return {
    event: toCvcEvent(event, language),
    seats: { confirmed: count(seats.get('confirmed')), waitlisted: count(seats.get('waitlisted')) },
    languages: Object.keys(versionsOf(event)) as Language[],
  };
}
