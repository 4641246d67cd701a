import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { fillFreeSeats } from './seats';

/** Staff deleted a confirmed sign-up: its seat goes to the first waitlisted, as after a cancel. */
export const rsvpDeleted = onDocumentDeleted(`${COLLECTIONS.eventRsvp}/{rsvpId}`, async (event) => {
  const deleted = event.data?.data();
  if (deleted?.status !== 'confirmed' || typeof deleted.event_id !== 'string') return;
  await fillFreeSeats(getFirestore(adminApp()), deleted.event_id);
});
