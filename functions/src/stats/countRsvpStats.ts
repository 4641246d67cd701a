import { adminApp } from '../shared/adminApp';
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, STATS_DOCS, rsvpStatsDelta } from '@cvc/domain';
import { applyStatsDelta, changeTime } from './applyStatsDelta';

const facts = (data: DocumentData | undefined) =>
  data ? { event_id: data.event_id, status: data.status, checked_in: Boolean(data.checked_in_at) } : null;

/**
 * Keeps `stats/rsvp` for the Painel on every sign-up, change and deletion: sign-ups per event, and per event
 * the confirmed, waitlisted, cancelled and checked-in counts.
 */
export const countRsvpStats = onDocumentWritten(`${COLLECTIONS.eventRsvp}/{rsvpId}`, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const delta = rsvpStatsDelta(facts(before), facts(after));
  await applyStatsDelta(getFirestore(adminApp()), STATS_DOCS.rsvp, {
    delta,
    changedAt: changeTime(event.data?.after, event.time),
    eventId: event.id,
  });
});
