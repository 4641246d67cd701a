import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, audienceDay } from '@cvc/domain';
import {
  MAIL_RELEASED_AT_FIELD,
  RELEASE_DEADLINE_FIELD,
  RELEASE_WINDOW_MS,
} from '../../functions/src/events/firstMailRelease';
import { recountSeats } from '../../functions/src/events/seats';
import { signUpKeyRef } from '../../functions/src/events/signUpKey';
import { EXPIRE_AT_FIELD } from '../../functions/src/shared/retention';

// Sign-ups stored before one sign-up per event and address: each standing address gets its key (the sign-up
// the key already names, else the earliest), the others of that address are cancelled as its duplicates, and
// an upcoming event's sign-ups whose first mail still waits for a release that can no longer come are
// cancelled as unreleased. Cancelling goes through rsvpStatusChanged, which seats the line and mails nobody.

export type RsvpKeysMigration = { keys: number; duplicates: number; unreleased: number; events: number };

const HELD = new Set(['AWAITING_RELEASE', 'CLIENT_CEILING']);
const standing = (doc: QueryDocumentSnapshot) => doc.get('status') !== 'cancelled';
const createdAt = (doc: QueryDocumentSnapshot) => {
  const at: unknown = doc.get('created_at');
  return at instanceof Timestamp ? at.toMillis() : doc.createTime.toMillis();
};

/**
 * Of an upcoming event's standing sign-ups made before release deadlines existed, those whose first mail is
 * still held (`mail/rsvp-<id>`: never released, or past its client's ceiling) and can no longer be released.
 * A sign-up whose mail copy has expired keeps its place: nothing says it was not released.
 */
async function cancelUnreleased(
  db: Firestore,
  signUps: QueryDocumentSnapshot[],
  now: Date,
  dryRun: boolean,
): Promise<number> {
  let count = 0;
  for (const doc of signUps) {
    if (doc.get(RELEASE_DEADLINE_FIELD) || doc.get(MAIL_RELEASED_AT_FIELD)) continue;
    if (createdAt(doc) > now.getTime() - RELEASE_WINDOW_MS) continue;
    const mail = await db.collection(COLLECTIONS.mail).doc(`rsvp-${doc.id}`).get();
    if (!HELD.has(String(mail.get('gate.state') ?? ''))) continue;
    count += 1;
    if (dryRun) continue;
    await db.runTransaction(async (tx) => {
      const current = await tx.get(doc.ref);
      if (!current.exists || current.get('status') === 'cancelled') return;
      tx.update(doc.ref, { status: 'cancelled', cancel_reason: 'unreleased', cancelled_at: now });
    });
  }
  return count;
}

/** One event's sign-ups, in a transaction per address so that a live sign-up of that address takes turns. */
async function migrateEvent(db: Firestore, eventId: string, upcoming: boolean, now: Date, dryRun: boolean) {
  const found = { keys: 0, duplicates: 0, unreleased: 0 };
  const all = await db.collection(COLLECTIONS.eventRsvp).where('event_id', '==', eventId).get();
  const byKey = new Map<string, QueryDocumentSnapshot[]>();
  const cancelled = new Set<string>();
  for (const doc of all.docs.filter(standing).sort((a, b) => createdAt(a) - createdAt(b))) {
    const key = signUpKeyRef(db, eventId, doc.get('email'));
    if (key) byKey.set(key.path, [...(byKey.get(key.path) ?? []), doc]);
  }
  for (const [path, group] of byKey) {
    const outcome = await db.runTransaction(async (tx) => {
      const key = db.doc(path);
      const named: unknown = (await tx.get(key)).get('rsvp_id');
      // A sign-up made since the deploy may already hold the key: it stays the holder.
      const live =
        typeof named === 'string' && !group.some((doc) => doc.id === named)
          ? await tx.get(db.collection(COLLECTIONS.eventRsvp).doc(named))
          : null;
      const liveHolder = live?.exists && live.get('status') !== 'cancelled' ? live.id : null;
      const holder = liveHolder ?? group.find((doc) => doc.id === named)?.id ?? group[0]!.id;
      const others = await tx.getAll(...group.filter((doc) => doc.id !== holder).map((doc) => doc.ref));
      const duplicates = others.filter((doc) => doc.exists && doc.get('status') !== 'cancelled');
      if (dryRun) return { fresh: named !== holder, duplicates: duplicates.map((doc) => doc.id) };
      if (named !== holder) {
        const expireAt: unknown = group.find((doc) => doc.id === holder)?.get(EXPIRE_AT_FIELD);
        tx.set(key, {
          event_id: eventId,
          rsvp_id: holder,
          ...(expireAt instanceof Timestamp ? { [EXPIRE_AT_FIELD]: expireAt } : {}),
        });
      }
      for (const doc of duplicates) {
        tx.update(doc.ref, { status: 'cancelled', cancel_reason: 'duplicate', duplicate_of: holder, cancelled_at: now });
      }
      return { fresh: named !== holder, duplicates: duplicates.map((doc) => doc.id) };
    });
    found.keys += outcome.fresh ? 1 : 0;
    found.duplicates += outcome.duplicates.length;
    outcome.duplicates.forEach((id) => cancelled.add(id));
  }
  if (upcoming) {
    const left = all.docs.filter((doc) => standing(doc) && !cancelled.has(doc.id));
    found.unreleased = await cancelUnreleased(db, left, now, dryRun);
  }
  return found;
}

/**
 * Runs over every event (ended ones too: their keys still keep an address from signing up twice until TTL). With
 * `dryRun` it only counts. Run again it changes nothing.
 */
export async function migrateRsvpKeys(
  db: Firestore,
  { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
): Promise<RsvpKeysMigration> {
  const totals: RsvpKeysMigration = { keys: 0, duplicates: 0, unreleased: 0, events: 0 };
  const today = audienceDay(now);
  const events = await db.collection(COLLECTIONS.events).get();
  for (const event of events.docs) {
    const upcoming = String(event.get('date') ?? '') >= today;
    const found = await migrateEvent(db, event.id, upcoming, now, dryRun);
    totals.keys += found.keys;
    totals.duplicates += found.duplicates;
    totals.unreleased += found.unreleased;
    totals.events += 1;
    if (!dryRun && (found.duplicates > 0 || found.unreleased > 0)) await recountSeats(db, event.id);
  }
  return totals;
}
