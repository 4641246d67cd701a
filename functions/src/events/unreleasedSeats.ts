import { adminApp } from '../shared/adminApp';
import {
  FieldValue,
  Timestamp,
  getFirestore,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS, type RsvpStatus } from '@cvc/domain';
import { MAIL_RELEASED_AT_FIELD, RELEASE_DEADLINE_FIELD, releaseRecordRef } from './firstMailRelease';
import { countSeats, writeSeats } from './seats';

/** Sign-ups settled per query; the next page is read until none is due. */
const PAGE = 200;

type Settled = 'kept' | 'given-back' | 'none';

/**
 * One sign-up past its release deadline, in the seat transaction (the event's `event_seats` read first, as every
 * change of a place): released, it keeps its place; otherwise it is cancelled as `unreleased` and its seat or
 * place in line is freed (rsvpStatusChanged then seats the first in line, and mails this one nothing).
 */
async function settle(db: Firestore, rsvp: DocumentReference, now: Date): Promise<Settled> {
  return db.runTransaction(async (tx) => {
    const first = await rsvp.get();
    const eventId = String(first.get('event_id') ?? '');
    if (!first.exists || !eventId) return 'none';
    const seats = await countSeats(tx, db, eventId);
    const [current, release] = await Promise.all([tx.get(rsvp), tx.get(releaseRecordRef(db, rsvp.id))]);
    if (!current.exists || !(current.get(RELEASE_DEADLINE_FIELD) instanceof Timestamp)) return 'none';
    const status = current.get('status') as RsvpStatus | undefined;
    if (release.get('decision') === 'RELEASED' || status === 'cancelled') {
      const releasedAt: unknown = release.get('at');
      tx.update(rsvp, {
        [RELEASE_DEADLINE_FIELD]: FieldValue.delete(),
        ...(releasedAt instanceof Timestamp ? { [MAIL_RELEASED_AT_FIELD]: releasedAt } : {}),
      });
      return status === 'cancelled' ? 'none' : 'kept';
    }
    tx.update(rsvp, {
      status: 'cancelled',
      cancel_reason: 'unreleased',
      cancelled_at: now,
      [RELEASE_DEADLINE_FIELD]: FieldValue.delete(),
    });
    writeSeats(tx, db, eventId, {
      confirmed: seats.confirmed - (status === 'confirmed' ? 1 : 0),
      waitlisted: seats.waitlisted - (status === 'waitlisted' ? 1 : 0),
    });
    return 'given-back';
  });
}

/**
 * Settles every sign-up whose release deadline is at or before `now`: a burst of sign-ups that never asked for
 * their mail holds its places for RELEASE_WINDOW_MS at most. Returns how many kept and gave back their place.
 */
export async function giveBackUnreleasedSeats(
  db: Firestore,
  now: Date,
): Promise<{ kept: number; givenBack: number }> {
  const counts = { kept: 0, givenBack: 0 };
  const due = db
    .collection(COLLECTIONS.eventRsvp)
    .where(RELEASE_DEADLINE_FIELD, '<=', Timestamp.fromDate(now))
    .orderBy(RELEASE_DEADLINE_FIELD)
    .limit(PAGE);
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? due.startAfter(after) : due).get();
    for (const doc of page.docs) {
      const settled = await settle(db, doc.ref, now);
      if (settled === 'kept') counts.kept += 1;
      if (settled === 'given-back') counts.givenBack += 1;
    }
    if (page.size < PAGE) return counts;
    after = page.docs.at(-1);
  }
}

/**
 * Every five minutes. Cloud Scheduler: one job (three are free per billing account). The emulators run no
 * schedules: tests call giveBackUnreleasedSeats with the "now" they choose.
 */
export const unreleasedSeats = onSchedule({ schedule: 'every 5 minutes' }, async (event) => {
  const counts = await giveBackUnreleasedSeats(getFirestore(adminApp()), new Date(event.scheduleTime));
  logger.info('unreleasedSeats', counts);
});
