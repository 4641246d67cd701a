import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, eventRsvpInputSchema, type EventRsvpInput } from '@cvc/domain';
import { db } from './firebase';
import { parseInput } from './invalidInput';

/** Event sign-up (SPEC §7 event_rsvp). */
export async function createEventRsvp(input: EventRsvpInput): Promise<void> {
  const rsvp = parseInput(eventRsvpInputSchema, input);
  await addDoc(collection(db, COLLECTIONS.eventRsvp), { ...rsvp, created_at: serverTimestamp() });
}
