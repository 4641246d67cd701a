import { FieldPath, Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, RSVP_STATUSES, isPossibleEventId } from '@cvc/domain';
import { recountSeats } from '../../functions/src/events/seats';

/** Sign-ups read and written per round: one write batch (Firestore allows 500 writes per batch). */
const PAGE = 500;

/**
 * A sign-up this young is left alone: its confirmEventRsvp trigger is about to give it a status by the seats
 * left, which a blanket 'confirmed' would overrule.
 */
export const RSVP_STATUS_GRACE_MS = 10 * 60_000;

export type RsvpStatusMigration = { signUps: number; events: Record<string, { confirmed: number; waitlisted: number }> };

function storedAt(doc: QueryDocumentSnapshot): number {
  const created: unknown = doc.get('created_at');
  return created instanceof Timestamp ? created.toMillis() : doc.createTime.toMillis();
}

/** Stored before statuses existed: no status of the three (those sign-ups took a seat when they were made). */
function needsStatus(doc: QueryDocumentSnapshot, now: Date): boolean {
  return (
    !(RSVP_STATUSES as readonly unknown[]).includes(doc.get('status')) &&
    storedAt(doc) <= now.getTime() - RSVP_STATUS_GRACE_MS
  );
}

/**
 * Sets `status: 'confirmed'` on every sign-up without one, walking `event_rsvp` by id one page at a time
 * (bounded memory), then recounts each touched event's `event_seats` as the functions do. Run again it changes
 * nothing. With `dryRun` it only counts: no write, no recount (`events` then lists the events it would touch,
 * with their counts left at zero).
 */
export async function migrateRsvpStatus(
  db: Firestore,
  { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
): Promise<RsvpStatusMigration> {
  const touched = new Set<string>();
  let signUps = 0;
  let after: string | null = null;
  for (;;) {
    const byId = db.collection(COLLECTIONS.eventRsvp).orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (after === null ? byId : byId.startAfter(after)).get();
    if (page.empty) break;
    const missing = page.docs.filter((doc) => needsStatus(doc, now));
    if (missing.length > 0 && !dryRun) {
      const batch = db.batch();
      for (const doc of missing) batch.update(doc.ref, { status: 'confirmed' });
      await batch.commit();
    }
    for (const doc of missing) {
      const eventId: unknown = doc.get('event_id');
      if (typeof eventId === 'string' && isPossibleEventId(eventId)) touched.add(eventId);
    }
    signUps += missing.length;
    after = page.docs.at(-1)!.id;
  }
  const events: RsvpStatusMigration['events'] = {};
  for (const eventId of [...touched].sort()) {
    events[eventId] = dryRun ? { confirmed: 0, waitlisted: 0 } : await recountSeats(db, eventId);
  }
  return { signUps, events };
}
