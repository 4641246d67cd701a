import { adminApp } from '../shared/adminApp';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { findEnabledEvent } from './enabledEvent';
import { assignSeat } from './seats';
import { queueSignUpMail } from './signUpMail';
import { isRecent } from '../mail/queue';
import { askForNewsletter } from '../newsletter/askForNewsletter';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { retentionParams } from '../shared/params';
import { isNotFound } from '../shared/errorCodes';
import { EXPIRE_AT_FIELD, rsvpExpiry, storedAt } from '../shared/retention';

// The confirmation's unsubscribe link is signed with this secret (functions/src/mail/visitorMail.ts). A run that
// fails (a transaction that gave up under contention, Firestore unavailable) is delivered again, or the sign-up
// would wait without a seat for ever: every step is idempotent (a stored status is kept, one mail id per sign-up).
const NEW_RSVP = {
  document: `${COLLECTIONS.eventRsvp}/{rsvpId}` as const,
  secrets: [UNSUBSCRIBE_SECRET],
  retry: true,
};

/**
 * Stamps a new sign-up's `expire_at` (kept a period after its event's day: Firestore TTL then deletes it),
 * gives it a seat or a place on the waitlist in a transaction (seats.ts), then answers it in the visitor's
 * language: a confirmation with the event's details, its .ics and a Google Calendar link, or the waitlist
 * notice; both with the signed cancel link, held for the client's release. One mail per sign-up
 * (`rsvp-<sign-up id>`), however often the event is delivered. A second sign-up of the same address for the
 * event is cancelled as a duplicate and gets none.
 */
export const confirmEventRsvp = onDocumentCreated(NEW_RSVP, async (event) => {
  const snapshot = event.data;
  const rsvp = snapshot?.data();
  if (!snapshot || !rsvp) return;
  // A sign-up that already holds its date (seeded, migrated) keeps it.
  const needsExpiry = !(rsvp[EXPIRE_AT_FIELD] instanceof Timestamp);
  const answers = isRecent(rsvp.created_at) && typeof rsvp.email === 'string';
  if (!needsExpiry && !answers && rsvp.status) return;
  // The rules let sign-ups reach only enabled events; one deleted or disabled since has nothing to confirm.
  const cvcEvent = await findEnabledEvent(String(rsvp.event_id ?? ''));
  if (needsExpiry) {
    const signedUpAt = storedAt(rsvp.created_at, new Date(event.time));
    const expireAt = rsvpExpiry(cvcEvent?.date, signedUpAt, retentionParams());
    try {
      await snapshot.ref.update({ [EXPIRE_AT_FIELD]: Timestamp.fromDate(expireAt) });
    } catch (error) {
      // Deleted before this run (staff were quick, a test cleaned up): nothing to stamp or confirm.
      if (isNotFound(error)) return;
      throw error;
    }
  }
  // The seat is decided for every sign-up, answered or not, so the counts hold whatever the trigger's age.
  const db = getFirestore(adminApp());
  const status = await assignSeat(db, snapshot.ref);
  // A duplicate (or a sign-up already cancelled again) is answered with nothing, the newsletter's ask included.
  if (answers && status !== 'cancelled') {
    await askForNewsletter(db, COLLECTIONS.eventRsvp, event.params.rsvpId, rsvp, COLLECTIONS.eventRsvp);
  }
  if (!cvcEvent || !answers || (status !== 'confirmed' && status !== 'waitlisted')) return;
  await queueSignUpMail(status, event.params.rsvpId, rsvp, cvcEvent);
});
