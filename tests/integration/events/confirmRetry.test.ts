import { randomUUID } from 'node:crypto';
import { type DocumentReference, type Transaction, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { setBackgroundTriggers } from '../../../scripts/lib/emulators';
import { confirmEventRsvp } from '../../../functions/src/events/confirmEventRsvp';
import { RSVP_KEYS_COLLECTION } from '../../../functions/src/events/signUpKey';
import { adminFirestore } from '../../support/admin-firestore';
import { writeEvent } from './support';

// The confirmEventRsvp handler run as production runs it, its event redelivered as Eventarc does with
// `retry: true`. Triggers are off: the emulator's own confirmEventRsvp would otherwise seat the sign-up first.

const RUN = randomUUID().slice(0, 8);
const db = adminFirestore();
const rsvps = db.collection(COLLECTIONS.eventRsvp);

type RsvpEvent = Parameters<typeof confirmEventRsvp.run>[0];

// The params and the secret the handler reads, as functions/.env.demo-cvc and .secret.local give them.
const SETTINGS: Record<string, string> = {
  UNSUBSCRIBE_SECRET: LOCAL_SECRETS.UNSUBSCRIBE_SECRET,
  SITE_HOSTS: '',
  RETENTION_LEAD_DAYS: '730',
  RETENTION_RSVP_DAYS_AFTER_EVENT: '180',
  RETENTION_DOWNLOAD_DAYS: '730',
  RETENTION_MAIL_DAYS: '90',
};
const events: string[] = [];
const signUps: string[] = [];

beforeAll(async () => {
  Object.assign(process.env, SETTINGS);
  await setBackgroundTriggers(false);
});

afterAll(async () => {
  try {
    for (const name of Object.keys(SETTINGS)) delete process.env[name];
    const batch = db.batch();
    for (const id of signUps) {
      batch.delete(rsvps.doc(id));
      batch.delete(db.collection(COLLECTIONS.mail).doc(`rsvp-${id}`));
    }
    for (const id of events) {
      batch.delete(db.collection(COLLECTIONS.events).doc(id));
      batch.delete(db.collection(COLLECTIONS.eventSeats).doc(id));
      const keys = await db.collection(RSVP_KEYS_COLLECTION).where('event_id', '==', id).get();
      for (const key of keys.docs) batch.delete(key.ref);
    }
    await batch.commit();
  } finally {
    await setBackgroundTriggers(true);
  }
});

/** An event of the test's own, with one new sign-up as a visitor's create leaves it (no status). */
async function signUpForOwnEvent(label: string) {
  const eventId = `it-confirm-retry-${label}-${RUN}`;
  events.push(eventId);
  await writeEvent(eventId, { title: 'Confirmação entregue de novo', capacity: 10 });
  const email = `${label}.${RUN}@confirm-retry.example.com`;
  const ref = rsvps.doc(`${eventId}-guest`);
  signUps.push(ref.id);
  await ref.create({
    event_id: eventId,
    name: 'Convidada',
    email,
    company: 'Empresa',
    position: 'Gerente',
    phone: '(11) 98888-7777',
    created_at: Timestamp.now(),
  });
  return { eventId, email, ref };
}

/** The event Eventarc delivers for the sign-up's create; every redelivery carries the same id and snapshot. */
async function createdEvent(ref: DocumentReference): Promise<RsvpEvent> {
  const created = await ref.get();
  return {
    id: randomUUID(),
    specversion: '1.0',
    source: `//firestore.googleapis.com/projects/${process.env.GCLOUD_PROJECT}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.created',
    time: new Date().toISOString(),
    subject: `documents/${ref.path}`,
    project: process.env.GCLOUD_PROJECT ?? '',
    location: 'southamerica-east1',
    database: '(default)',
    namespace: '(default)',
    document: ref.path,
    params: { rsvpId: ref.id },
    data: created,
  } as unknown as RsvpEvent;
}

/**
 * The handler's next seat transaction gives up as one does under contention: each attempt does all its work,
 * then ends ABORTED instead of committing, so nothing it wrote lands.
 */
function nextTransactionAborts() {
  const real = db.runTransaction.bind(db);
  const aborted = () => Object.assign(new Error('10 ABORTED: too much contention'), { code: 10 });
  return vi.spyOn(db, 'runTransaction').mockImplementationOnce(((
    body: (tx: Transaction) => Promise<unknown>,
  ) =>
    real(async (tx) => {
      await body(tx);
      throw aborted();
    })) as typeof db.runTransaction);
}

async function seatsOf(eventId: string) {
  return (await db.collection(COLLECTIONS.eventSeats).doc(eventId).get()).data();
}

/** The `mail` documents to the address: their ids and when each was last written. */
async function mailTo(email: string) {
  const mail = await db.collection(COLLECTIONS.mail).where('to', 'array-contains', email).get();
  return mail.docs.map((doc) => ({ id: doc.id, written: doc.updateTime.toMillis() }));
}

describe('confirmEventRsvp delivered again (retry: true)', () => {
  it('an event delivered twice decides the seat once: the count rises by one, one mail is queued', async () => {
    const { eventId, email, ref } = await signUpForOwnEvent('twice');
    const event = await createdEvent(ref);

    await confirmEventRsvp.run(event);
    const first = (await ref.get()).data()!;
    expect(first.status).toBe('confirmed');
    expect(await seatsOf(eventId)).toMatchObject({ confirmed: 1, waitlisted: 0 });
    const mailed = await mailTo(email);
    expect(mailed.map((mail) => mail.id)).toEqual([`rsvp-${ref.id}`]);

    // The same event again, as after a run that wrote everything but was not acknowledged.
    await confirmEventRsvp.run(event);
    const second = (await ref.get()).data()!;
    expect(second.status).toBe('confirmed');
    expect(second.release_deadline).toEqual(first.release_deadline);
    expect(await seatsOf(eventId)).toMatchObject({ confirmed: 1, waitlisted: 0 });
    expect(await mailTo(email)).toEqual(mailed);
  });

  it('a run whose seat transaction gave up fails, and the redelivery seats the sign-up and mails it once', async () => {
    const { eventId, email, ref } = await signUpForOwnEvent('aborted');
    const event = await createdEvent(ref);
    const abort = nextTransactionAborts();

    // The run fails once the SDK's own attempts are spent (some seconds of backoff), so the platform delivers
    // the event again; the stamp before the seat is all it left.
    await expect(confirmEventRsvp.run(event)).rejects.toMatchObject({ code: 10 });
    abort.mockRestore();
    const failed = (await ref.get()).data()!;
    expect(failed.expire_at).toBeInstanceOf(Timestamp);
    expect(failed.status).toBeUndefined();
    expect(await seatsOf(eventId)).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);

    await confirmEventRsvp.run(event);
    expect((await ref.get()).get('status')).toBe('confirmed');
    expect(await seatsOf(eventId)).toMatchObject({ confirmed: 1, waitlisted: 0 });
    expect((await mailTo(email)).map((mail) => mail.id)).toEqual([`rsvp-${ref.id}`]);
  }, 60_000);
});
