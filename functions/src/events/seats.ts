import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  promotions,
  seatDecision,
  type EventSeats,
  type RsvpStatus,
  type SeatDecision,
} from '@cvc/domain';
import { RELEASE_DEADLINE_FIELD, releaseDeadline } from './firstMailRelease';
import { signUpKeyRef, standingHolder } from './signUpKey';
import { EXPIRE_AT_FIELD } from '../shared/retention';

// Every change of a sign-up's place runs in a transaction that first reads the event's `event_seats`
// document: Firestore locks it, so concurrent sign-ups and cancels for one event take turns, and each counts
// the confirmed and waitlisted sign-ups afresh (two aggregation reads) instead of trusting a kept counter
// that a staff delete would leave wrong.

function seatsRef(db: Firestore, eventId: string): DocumentReference {
  return db.collection(COLLECTIONS.eventSeats).doc(eventId);
}

function signUps(db: Firestore, eventId: string, status: RsvpStatus) {
  return db.collection(COLLECTIONS.eventRsvp).where('event_id', '==', eventId).where('status', '==', status);
}

export async function countSeats(
  tx: Transaction,
  db: Firestore,
  eventId: string,
): Promise<EventSeats & { capacity: unknown; eventExists: boolean }> {
  await tx.get(seatsRef(db, eventId));
  const [event, confirmed, waitlisted] = await Promise.all([
    tx.get(db.collection(COLLECTIONS.events).doc(eventId)),
    tx.get(signUps(db, eventId, 'confirmed').count()),
    tx.get(signUps(db, eventId, 'waitlisted').count()),
  ]);
  return {
    capacity: event.get('capacity'),
    eventExists: event.exists,
    confirmed: confirmed.data().count,
    waitlisted: waitlisted.data().count,
  };
}

export function writeSeats(tx: Transaction, db: Firestore, eventId: string, seats: EventSeats): void {
  tx.set(seatsRef(db, eventId), { ...seats, updated_at: FieldValue.serverTimestamp() });
}

/**
 * Gives a new sign-up its status, once: a sign-up that already has one (a retried trigger) keeps it. A second
 * sign-up of an address for the event while the first stands is cancelled as a duplicate of it: no place, no
 * mail. Any other takes a seat or a place in line until its `release_deadline` (firstMailRelease.ts). Returns
 * the sign-up's status, or null when it is gone.
 */
export async function assignSeat(db: Firestore, rsvp: DocumentReference): Promise<RsvpStatus | null> {
  return db.runTransaction(async (tx) => {
    const first = await rsvp.get();
    const eventId = String(first.get('event_id') ?? '');
    if (!first.exists || !eventId) return null;
    const seats = await countSeats(tx, db, eventId);
    const current = await tx.get(rsvp);
    if (!current.exists) return null;
    const stored = current.get('status') as RsvpStatus | undefined;
    if (stored) return stored;
    const key = signUpKeyRef(db, eventId, current.get('email'));
    const holder = key ? await standingHolder(tx, db, key, rsvp.id) : null;
    if (holder) {
      tx.update(rsvp, {
        status: 'cancelled',
        cancel_reason: 'duplicate',
        duplicate_of: holder,
        cancelled_at: FieldValue.serverTimestamp(),
      });
      return 'cancelled';
    }
    const status: SeatDecision = seatDecision(seats.capacity, seats.confirmed, seats.waitlisted);
    const deadline = releaseDeadline(current.get('created_at'), new Date());
    tx.update(rsvp, { status, [RELEASE_DEADLINE_FIELD]: deadline });
    // The key lives as long as the sign-up (the same TTL date), then the address is free again anyway.
    const expireAt: unknown = current.get(EXPIRE_AT_FIELD);
    if (key) {
      tx.set(key, {
        event_id: eventId,
        rsvp_id: rsvp.id,
        ...(expireAt instanceof Timestamp ? { [EXPIRE_AT_FIELD]: expireAt } : {}),
      });
    }
    writeSeats(tx, db, eventId, {
      confirmed: seats.confirmed + (status === 'confirmed' ? 1 : 0),
      waitlisted: seats.waitlisted + (status === 'waitlisted' ? 1 : 0),
    });
    return status;
  });
}

export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'not-found';

/** The guest's cancel: the sign-up becomes `cancelled` (its seat is then filled by fillFreeSeats). */
export async function cancelSignUp(db: Firestore, rsvpId: string, now: Date): Promise<CancelOutcome> {
  const rsvp = db.collection(COLLECTIONS.eventRsvp).doc(rsvpId);
  return db.runTransaction(async (tx) => {
    const first = await rsvp.get();
    if (!first.exists) return 'not-found';
    const eventId = String(first.get('event_id') ?? '');
    const seats = await countSeats(tx, db, eventId);
    const current = await tx.get(rsvp);
    if (!current.exists) return 'not-found';
    const status = current.get('status') as RsvpStatus | undefined;
    if (status === 'cancelled') return 'already-cancelled';
    tx.update(rsvp, { status: 'cancelled', cancelled_at: now });
    writeSeats(tx, db, eventId, {
      confirmed: seats.confirmed - (status === 'confirmed' ? 1 : 0),
      waitlisted: seats.waitlisted - (status === 'waitlisted' ? 1 : 0),
    });
    return 'cancelled';
  });
}

/**
 * Confirms the first waitlisted sign-ups (by sign-up time) while seats are free; returns their ids. Run after
 * every cancel: two cancels racing promote exactly the first two in line, since each run counts afresh.
 */
export async function fillFreeSeats(db: Firestore, eventId: string): Promise<string[]> {
  return db.runTransaction(async (tx) => {
    const seats = await countSeats(tx, db, eventId);
    // A deleted event has no seats to give (its sign-ups are being cleared).
    if (!seats.eventExists) return [];
    const count = promotions(seats.capacity, seats.confirmed, seats.waitlisted);
    if (count === 0) return [];
    const first = await tx.get(signUps(db, eventId, 'waitlisted').orderBy('created_at').limit(count));
    for (const doc of first.docs)
      tx.update(doc.ref, { status: 'confirmed', promoted_at: FieldValue.serverTimestamp() });
    writeSeats(tx, db, eventId, {
      confirmed: seats.confirmed + first.size,
      waitlisted: seats.waitlisted - first.size,
    });
    return first.docs.map((doc) => doc.id);
  });
}

/**
 * Counts an event's seats afresh and stores them, as every transaction above does (a migration's recount). A
 * deleted event gets no seats document back.
 */
export async function recountSeats(db: Firestore, eventId: string): Promise<EventSeats> {
  return db.runTransaction(async (tx) => {
    const { confirmed, waitlisted, eventExists } = await countSeats(tx, db, eventId);
    if (eventExists) writeSeats(tx, db, eventId, { confirmed, waitlisted });
    return { confirmed, waitlisted };
  });
}
