import { randomUUID } from 'node:crypto';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, eventRsvpInputSchema } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { waitForMailSettled } from '../../support/mail-settled';
import { smtpInbox } from '../../support/smtp-inbox';
import { writeEvent } from '../events/support';
import { submitConcurrently } from './concurrent-clients';

const SIGN_UPS = 100;
const CLIENTS = 20;

// Every sign-up is confirmed by email: an inbox takes them, so the queue drains before the next suite.
const inbox = smtpInbox();

describe('event sign-ups under load', () => {
  // An enabled event of its own, a month ahead as staff would publish it, open for sign-up whenever the suite
  // runs: loading the whole seed for one event queued a trigger for every seeded document.
  const eventId = `it-rsvp-load-${randomUUID().slice(0, 8)}`;

  afterAll(async () => {
    await inbox.stop();
    // The sign-ups stay, as they did on a seeded event; the event goes, so no listing finds it.
    await adminFirestore().collection(COLLECTIONS.events).doc(eventId).delete();
  });
  beforeAll(async () => {
    await inbox.start();
    await writeEvent(eventId, { title: 'Encontro sob carga' });
  });

  it(`${SIGN_UPS} concurrent RSVPs for one enabled event all land`, async () => {
    const marker = `Inscrição ${randomUUID()}`;
    const rejected = await submitConcurrently(SIGN_UPS, CLIENTS, (db, index) => {
      const rsvp = eventRsvpInputSchema.parse({
        event_id: eventId,
        name: `Participante ${index}`,
        email: `participante.${index}@carga.example.com`,
        company: marker,
        position: 'Gerente de Inovação',
        phone: '(21) 98888-7777',
      });
      return addDoc(collection(db, COLLECTIONS.eventRsvp), { ...rsvp, created_at: serverTimestamp() });
    });
    expect(rejected).toEqual([]);

    const landed = await adminFirestore()
      .collection(COLLECTIONS.eventRsvp)
      .where('company', '==', marker)
      .get();
    const emails = landed.docs.map((doc) => doc.get('email') as string).sort();
    expect(emails).toEqual(
      Array.from({ length: SIGN_UPS }, (_, i) => `participante.${i}@carga.example.com`).sort(),
    );
    expect(new Set(landed.docs.map((doc) => doc.get('event_id')))).toEqual(new Set([eventId]));
    await waitForMailSettled(landed.docs.map((doc) => `rsvp-${doc.id}`));
  }, 240_000);
});
