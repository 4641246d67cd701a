import { COLLECTIONS, type EventSeats } from '@cvc/domain';
import { firestore } from './firestore';

const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);

/** An event's taken seats (`event_seats/<id>`, public read); none taken while the functions have written none. */
export async function fetchEventSeats(id: string): Promise<EventSeats> {
  const { db, doc, getDoc } = await firestore();
  const seats = await getDoc(doc(db, COLLECTIONS.eventSeats, id));
  return { confirmed: count(seats.get('confirmed')), waitlisted: count(seats.get('waitlisted')) };
}
