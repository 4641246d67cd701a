import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { findEnabledEvent } from './enabledEvent';
import { fillFreeSeats } from './seats';
import { queueSignUpMail } from './signUpMail';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';

const RSVP = { document: `${COLLECTIONS.eventRsvp}/{rsvpId}` as const, secrets: [UNSUBSCRIBE_SECRET] };

/**
 * Follows a sign-up's status. Cancelled (by the guest's link or by staff): the guest is told, and the freed seat
 * goes to the first waitlisted, in a transaction. Waitlisted to confirmed (that promotion, or staff): the guest
 * gets the confirmation with the .ics. Each mail has its own id per sign-up, so a retry sends nothing twice, and
 * goes only to a sign-up whose first mail its client released (signUpMail.ts).
 */
export const rsvpStatusChanged = onDocumentUpdated(RSVP, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after || before.status === after.status) return;
  const eventId = String(after.event_id ?? '');
  const rsvpId = event.params.rsvpId;
  // A sign-up cancelled as it arrived (a duplicate) held no place: nothing to fill, nobody to tell.
  if (after.status === 'cancelled' && !before.status) return;
  if (after.status === 'cancelled') {
    await fillFreeSeats(getFirestore(adminApp()), eventId);
    const cvcEvent = await findEnabledEvent(eventId);
    if (cvcEvent) await queueSignUpMail('cancelled', rsvpId, after, cvcEvent);
    return;
  }
  if (before.status === 'waitlisted' && after.status === 'confirmed') {
    const cvcEvent = await findEnabledEvent(eventId);
    if (cvcEvent) await queueSignUpMail('promoted', rsvpId, after, cvcEvent);
  }
});
