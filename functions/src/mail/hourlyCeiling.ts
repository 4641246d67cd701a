import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
  getFirestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { COLLECTIONS } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { VISITOR_MAIL_CEILING_LOG } from '../shared/alertLabels';
import { mailCeilings } from './ceilingParams';
import { ceilingNow } from '../emulator/clock';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import {
  GATE_FIELD,
  MAIL_GATE_COLLECTION,
  type MailGateState,
  hourCounterId,
  hourKey,
  nextHour,
} from './mailGate';

// The global hourly ceiling on visitor mail. Past MAIL_HOURLY_MAX in one hour, a released mail waits
// (HOURLY_CEILING, with the hour it may go in `gate.wait_until`) instead of going out, and an alert is logged;
// admitHeldMail lets the waiting mail go, oldest first, as later hours have room. Nothing is dropped.

/** An hour's counter outlives its hour by a day (Firestore TTL on `expire_at`). */
const HOUR_COUNTER_TTL_MS = 25 * 60 * 60 * 1000;

const GATE_STATE = `${GATE_FIELD}.state`;
const WAIT_UNTIL = `${GATE_FIELD}.wait_until`;

/**
 * Counts the mail against `now`'s hour if it is still in state `from`: ADMITTED within the ceiling, else
 * HOURLY_CEILING until the next hour. 'not-mine': another run moved it first.
 */
async function admit(
  db: Firestore,
  mailRef: DocumentReference,
  from: MailGateState,
  now: Date,
  max: number,
): Promise<'admitted' | 'held' | 'not-mine'> {
  const counterRef = db.collection(MAIL_GATE_COLLECTION).doc(hourCounterId(now));
  const outcome = await db.runTransaction(async (tx) => {
    const [mail, counter] = await Promise.all([tx.get(mailRef), tx.get(counterRef)]);
    const state = mail.get(GATE_STATE) as MailGateState | undefined;
    if (state !== from) return 'not-mine' as const;
    const count = Number(counter.get('count') ?? 0);
    const at = Timestamp.fromDate(now);
    if (count < max) {
      tx.set(counterRef, {
        count: count + 1,
        [EXPIRE_AT_FIELD]: Timestamp.fromMillis(now.getTime() + HOUR_COUNTER_TTL_MS),
      });
      tx.update(mailRef, {
        [GATE_STATE]: 'ADMITTED',
        [`${GATE_FIELD}.hour`]: hourKey(now),
        [`${GATE_FIELD}.updated_at`]: at,
        [WAIT_UNTIL]: FieldValue.delete(),
      });
      return 'admitted' as const;
    }
    tx.update(mailRef, {
      [GATE_STATE]: 'HOURLY_CEILING',
      [`${GATE_FIELD}.updated_at`]: at,
      [WAIT_UNTIL]: Timestamp.fromDate(nextHour(now)),
    });
    return 'held' as const;
  });
  if (outcome === 'held') {
    // The alert's log metric matches this exact message (shared/alertLabels.ts); logger.error would turn it into
    // an error's stack trace, so it is a warning.
    logger.warn(VISITOR_MAIL_CEILING_LOG, {
      mailId: mailRef.id,
      hour: hourKey(now),
      max,
    });
  }
  return outcome;
}

/**
 * The sender's gate (sendMail calls it before taking a mail): staff and system mail (no `gate`) and admitted
 * visitor mail pass; released visitor mail passes if its hour has room; held mail waits.
 */
export async function admitVisitorMail(
  db: Firestore,
  snapshot: DocumentSnapshot,
  max: number,
  now: Date = new Date(),
): Promise<boolean> {
  const state = snapshot.get(GATE_STATE) as MailGateState | undefined;
  if (state === undefined || state === 'ADMITTED') return true;
  if (state !== 'RELEASED') return false;
  return (await admit(db, snapshot.ref, 'RELEASED', now, max)) === 'admitted';
}

/** sendMail's hook: admitVisitorMail with the deployment's MAIL_HOURLY_MAX, at the time of the call. */
export async function visitorMailMayGo(snapshot: DocumentSnapshot): Promise<boolean> {
  const db = getFirestore(adminApp());
  // Only released mail counts against an hour: the rest needs no time (on the emulators, no read of a pin).
  const now = snapshot.get(GATE_STATE) === 'RELEASED' ? await ceilingNow(db) : new Date();
  return admitVisitorMail(db, snapshot, mailCeilings().hourlyMax, now);
}

/**
 * Lets mail that waited for the hourly ceiling go, oldest first, while `now`'s hour has room; each admitted
 * mail's write wakes the sender. Returns how many went and whether any still waits.
 */
export async function admitHeldMail(
  db: Firestore,
  max: number,
  now: Date = new Date(),
): Promise<{ admitted: number; waiting: boolean }> {
  const due = await db
    .collection(COLLECTIONS.mail)
    .where(WAIT_UNTIL, '<=', Timestamp.fromDate(now))
    .orderBy(WAIT_UNTIL)
    .limit(max + 1)
    .get();
  let admitted = 0;
  for (const mail of due.docs) {
    const outcome = await admit(db, mail.ref, 'HOURLY_CEILING', now, max);
    if (outcome === 'held') return { admitted, waiting: true };
    if (outcome === 'admitted') admitted++;
  }
  return { admitted, waiting: false };
}
