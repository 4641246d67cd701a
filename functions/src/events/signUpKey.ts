import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { suppressionId } from '../mail/unsubscribeLink';

// One sign-up per event and address: `event_rsvp_keys/<event id>_<sha256 of the address>` names the sign-up
// holding the address's place. The seat transaction reads and writes it, so two sign-ups of one address decided
// at once cannot both take a place (Firestore makes the second transaction read the first one's write).

/** Closed to every client (firestore.rules); only the seat transaction writes it. */
export const RSVP_KEYS_COLLECTION = 'event_rsvp_keys';

/** The key of an event and an address, whatever case and spaces the address was typed with; null without one. */
export function signUpKeyRef(db: Firestore, eventId: string, email: unknown): DocumentReference | null {
  if (typeof email !== 'string' || !email.trim()) return null;
  return db.collection(RSVP_KEYS_COLLECTION).doc(`${eventId}_${suppressionId(email)}`);
}

/**
 * The sign-up that holds the key for someone other than `rsvpId` and still stands, or null. A holder that was
 * cancelled (by the guest, staff or the system) or deleted has freed the address, so the key is taken over.
 */
export async function standingHolder(
  tx: Transaction,
  db: Firestore,
  key: DocumentReference,
  rsvpId: string,
): Promise<string | null> {
  const holder: unknown = (await tx.get(key)).get('rsvp_id');
  if (typeof holder !== 'string' || holder === rsvpId) return null;
  const held = await tx.get(db.collection(COLLECTIONS.eventRsvp).doc(holder));
  return held.exists && held.get('status') !== 'cancelled' ? holder : null;
}
