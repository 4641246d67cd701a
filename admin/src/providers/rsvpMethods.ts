import { type Firestore, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@cvc/domain';

/**
 * The door's one write, as an extra dataProvider method: a confirmed guest's `checked_in_at` stamped with the
 * server's time (the rules accept no other), or cleared to undo a mistaken check-in.
 */
export function rsvpMethods(db: Firestore) {
  return {
    async setCheckIn(rsvpId: string, checkedIn: boolean): Promise<void> {
      await updateDoc(doc(db, COLLECTIONS.eventRsvp, rsvpId), {
        checked_in_at: checkedIn ? serverTimestamp() : null,
      });
    },
  };
}
