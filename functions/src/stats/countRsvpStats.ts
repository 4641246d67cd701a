import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, STATS_DOCS, rsvpStatsDelta } from '@cvc/domain';
import { applyStatsDelta, changeTime } from './applyStatsDelta';

/** Keeps `stats/rsvp` (sign-ups per event) for the Painel on every sign-up and its deletion. */
export const countRsvpStats = onDocumentWritten(`${COLLECTIONS.eventRsvp}/{rsvpId}`, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const delta = rsvpStatsDelta(
    before ? { event_id: before.event_id } : null,
    after ? { event_id: after.event_id } : null,
  );
  await applyStatsDelta(
    getFirestore(adminApp()),
    STATS_DOCS.rsvp,
    delta,
    changeTime(event.data?.after, event.time),
  );
});
