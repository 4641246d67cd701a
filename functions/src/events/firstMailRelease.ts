import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { MAIL_GATE_COLLECTION, formMailId, releaseId } from '../mail/mailGate';
import { MAIL_TRIGGER_MAX_AGE_MS } from '../mail/queue';

// A sign-up holds its place only if its client released its first mail (POST /api/mail-release, counted by the
// abuse ceilings). The seat transaction stamps `release_deadline`; past it, giveBackUnreleasedSeats keeps a
// released sign-up (stamping `mail_released_at`) and cancels the others, whose places go to the line.

export const RELEASE_DEADLINE_FIELD = 'release_deadline';
export const MAIL_RELEASED_AT_FIELD = 'mail_released_at';

/**
 * The release endpoint refuses a form older than MAIL_TRIGGER_MAX_AGE_MS, so after this a sign-up can no
 * longer be released; the two minutes more cover a release still in its transaction at that moment.
 */
export const RELEASE_WINDOW_MS = MAIL_TRIGGER_MAX_AGE_MS + 2 * 60_000;

/** When a sign-up made at `createdAt` (as stored; `fallback` without one) must have been released. */
export function releaseDeadline(createdAt: unknown, fallback: Date): Timestamp {
  const millis = createdAt instanceof Timestamp ? createdAt.toMillis() : fallback.getTime();
  return Timestamp.fromMillis(millis + RELEASE_WINDOW_MS);
}

/** `mail_gate/release-rsvp-<id>`: what the sign-up's client was told when it asked for its first mail. */
export function releaseRecordRef(db: Firestore, rsvpId: string) {
  return db.collection(MAIL_GATE_COLLECTION).doc(releaseId(formMailId('event_rsvp', rsvpId)));
}

/**
 * Whether the sign-up's first mail was released, so the system may mail it again (promotion, cancel, reminder).
 * Cancelled by the system: never. Still within its window: as its release record says. Settled by
 * giveBackUnreleasedSeats, or made before sign-ups had a window (seeded, migrated): yes.
 */
export async function firstMailReleased(db: Firestore, rsvpId: string, rsvp: DocumentData): Promise<boolean> {
  if (rsvp.cancel_reason === 'duplicate' || rsvp.cancel_reason === 'unreleased') return false;
  if (!(rsvp[RELEASE_DEADLINE_FIELD] instanceof Timestamp)) return true;
  return (await releaseRecordRef(db, rsvpId).get()).get('decision') === 'RELEASED';
}
