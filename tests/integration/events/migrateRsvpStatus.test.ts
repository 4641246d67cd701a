import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { setBackgroundTriggers } from '../../../scripts/lib/emulators';
import { RSVP_STATUS_GRACE_MS, migrateRsvpStatus } from '../../../scripts/lib/migrate-rsvp-status';
import { adminFirestore } from '../../support/admin-firestore';
import { writeEvent } from './support';

// Sign-ups stored before statuses existed took a seat but have no status, so the seats counts miss them:
// npm run migrate:rsvp-status confirms them and recounts their event as the functions do.

const db = adminFirestore();
const EVENT_ID = `it-migrate-status-${randomUUID().slice(0, 8)}`;
const year = 365 * 86_400_000;
const old = Timestamp.fromMillis(Date.now() - year);
const ids = {
  oldA: `${EVENT_ID}-old-a`,
  oldB: `${EVENT_ID}-old-b`,
  waiting: `${EVENT_ID}-waiting`,
  // Just arrived: its trigger gives it a status by the seats left, so the migration leaves it alone.
  fresh: `${EVENT_ID}-fresh`,
};
const rsvps = db.collection(COLLECTIONS.eventRsvp);
const seats = db.collection(COLLECTIONS.eventSeats).doc(EVENT_ID);
const statusOf = async (id: string) => (await rsvps.doc(id).get()).get('status') as unknown;

const signUp = (email: string, fields: Record<string, unknown>) => ({
  event_id: EVENT_ID,
  name: 'Convidada',
  email,
  company: 'Empresa',
  position: 'Gerente',
  phone: '(11) 98888-7777',
  ...fields,
});

// Written with the triggers off, as they were before statuses: nothing assigns a seat or counts them.
beforeAll(async () => {
  await setBackgroundTriggers(false);
  try {
    await writeEvent(EVENT_ID, { title: 'Encontro antigo', capacity: 3 });
    const batch = db.batch();
    batch.set(rsvps.doc(ids.oldA), signUp('a@migrate.example.com', { created_at: old }));
    batch.set(rsvps.doc(ids.oldB), signUp('b@migrate.example.com', { created_at: old }));
    batch.set(
      rsvps.doc(ids.waiting),
      signUp('c@migrate.example.com', { created_at: old, status: 'waitlisted' }),
    );
    batch.set(rsvps.doc(ids.fresh), signUp('d@migrate.example.com', { created_at: Timestamp.now() }));
    batch.set(seats, { confirmed: 0, waitlisted: 1 });
    await batch.commit();
  } catch (error) {
    await setBackgroundTriggers(true);
    throw error;
  }
});

afterAll(async () => {
  try {
    const batch = db.batch();
    for (const id of Object.values(ids)) batch.delete(rsvps.doc(id));
    batch.delete(seats);
    batch.delete(db.collection(COLLECTIONS.events).doc(EVENT_ID));
    await batch.commit();
  } finally {
    await setBackgroundTriggers(true);
  }
});

describe('npm run migrate:rsvp-status', () => {
  it('a dry run counts the sign-ups without a status and writes nothing', async () => {
    const result = await migrateRsvpStatus(db, { dryRun: true });
    expect(result.signUps).toBeGreaterThanOrEqual(2);
    expect(result.events).toHaveProperty(EVENT_ID);
    expect(await statusOf(ids.oldA)).toBeUndefined();
    expect((await seats.get()).data()).toEqual({ confirmed: 0, waitlisted: 1 });
  });

  it('confirms the old sign-ups, keeps a status already given, skips one just made, and recounts the seats', async () => {
    const result = await migrateRsvpStatus(db);
    expect(result.signUps).toBeGreaterThanOrEqual(2);
    expect(result.events[EVENT_ID]).toEqual({ confirmed: 2, waitlisted: 1 });
    expect(await statusOf(ids.oldA)).toBe('confirmed');
    expect(await statusOf(ids.oldB)).toBe('confirmed');
    expect(await statusOf(ids.waiting)).toBe('waitlisted');
    expect(await statusOf(ids.fresh)).toBeUndefined();
    expect((await seats.get()).data()).toMatchObject({ confirmed: 2, waitlisted: 1 });
    // The rest of each sign-up is untouched.
    expect((await rsvps.doc(ids.oldA).get()).data()).toMatchObject({
      email: 'a@migrate.example.com',
      created_at: old,
    });
  });

  it('run again, changes nothing; past the grace period the late one is confirmed too', async () => {
    const again = await migrateRsvpStatus(db);
    expect(again.events).not.toHaveProperty(EVENT_ID);
    const later = new Date(Date.now() + RSVP_STATUS_GRACE_MS + 1_000);
    const late = await migrateRsvpStatus(db, { now: later });
    expect(late.events[EVENT_ID]).toEqual({ confirmed: 3, waitlisted: 1 });
    expect(await statusOf(ids.fresh)).toBe('confirmed');
  });
});
