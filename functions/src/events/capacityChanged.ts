import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, isCapacity } from '@cvc/domain';
import { fillFreeSeats } from './seats';

/**
 * Staff gave an event more seats (or took its limit away): the first waitlisted take them at once, in the same
 * transaction as a cancel's, and rsvpStatusChanged mails each their confirmation.
 */
export const eventCapacityChanged = onDocumentUpdated(`${COLLECTIONS.events}/{eventId}`, async (event) => {
  const before: unknown = event.data?.before.get('capacity');
  const after: unknown = event.data?.after.get('capacity');
  const more = !isCapacity(after) ? isCapacity(before) : isCapacity(before) && after > before;
  if (more) await fillFreeSeats(getFirestore(adminApp()), event.params.eventId);
});
