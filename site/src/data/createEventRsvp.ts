import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, eventRsvpInputSchema, type EventRsvpInput } from '@cvc/domain';
import { db } from './firebase';
import { parseInput } from './invalidInput';

/** Event sign-up (SPEC §7 event_rsvp); its id. */
export async function createEventRsvp(input: EventRsvpInput): Promise<string> {
  const rsvp = parseInput(eventRsvpInputSchema, input);
  const created = await addDoc(collection(db, COLLECTIONS.eventRsvp), {
    ...rsvp,
    created_at: serverTimestamp(),
  });
  return created.id;
}
