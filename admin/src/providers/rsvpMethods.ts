import { type Firestore, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { getAuth } from 'firebase/auth';
import { COLLECTIONS } from '@cvc/domain';
import { stampRules } from './auditStamp';

/**
 * The door's one write, as an extra dataProvider method: a confirmed guest's `checked_in_at` stamped with the
 * server's time (the rules accept no other), or cleared to undo a mistaken check-in. It names the writer in
 * updated_by, as every staff write of a sign-up must.
 */
export function rsvpMethods(
  db: Firestore,
  writerUid: () => string | null = () => getAuth(db.app).currentUser?.uid ?? null,
) {
  const stamp = stampRules(db, writerUid);
  return {
    async setCheckIn(rsvpId: string, checkedIn: boolean): Promise<void> {
      await updateDoc(doc(db, COLLECTIONS.eventRsvp, rsvpId), {
        checked_in_at: checkedIn ? serverTimestamp() : null,
        ...stamp.fields(COLLECTIONS.eventRsvp),
      });
    },
  };
}
