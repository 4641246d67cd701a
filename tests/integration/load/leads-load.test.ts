import { randomUUID } from 'node:crypto';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, LEAD_SOURCES, leadInputSchema } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { waitForMailSettled } from '../../support/mail-settled';
import { smtpInbox } from '../../support/smtp-inbox';
import { submitConcurrently } from './concurrent-clients';

// 30 visitors in flight at once, each sending four forms one after another. The emulator's wait is the trigger
// queue (every lead runs its triggers one at a time): 300 forms cost about a minute and proved no more.
const SUBMISSIONS = 120;
const CLIENTS = 30;

// Every lead is acknowledged by email: an inbox takes them, so the queue drains before the next suite.
const inbox = smtpInbox();

describe('public lead submissions under load', () => {
  beforeAll(() => inbox.start());
  afterAll(() => inbox.stop());

  it(`${SUBMISSIONS} concurrent submissions from ${CLIENTS} visitors all land exactly once, status new`, async () => {
    // The marker (company) is unique to this run, so earlier runs and the seed do not count.
    const marker = `Carga ${randomUUID()}`;
    const rejected = await submitConcurrently(SUBMISSIONS, CLIENTS, (db, index) => {
      // Exactly what the lead modal sends (SPEC §7), shaped by the domain schema, plus the server time.
      const lead = leadInputSchema.parse({
        name: `Visitante ${index}`,
        email: `visitante.${index}@carga.example.com`,
        company: marker,
        phone: '(11) 91234-5678',
        source: LEAD_SOURCES[index % LEAD_SOURCES.length],
      });
      return addDoc(collection(db, COLLECTIONS.leads), { ...lead, created_at: serverTimestamp() });
    });
    expect(rejected).toEqual([]);

    const landed = await adminFirestore().collection(COLLECTIONS.leads).where('company', '==', marker).get();
    const emails = landed.docs.map((doc) => doc.get('email') as string).sort();
    const expected = Array.from({ length: SUBMISSIONS }, (_, i) => `visitante.${i}@carga.example.com`).sort();
    expect(emails).toEqual(expected);
    expect(new Set(landed.docs.map((doc) => doc.get('status')))).toEqual(new Set(['new']));
    expect(landed.docs.every((doc) => doc.get('created_at') !== undefined)).toBe(true);
    await waitForMailSettled(landed.docs.map((doc) => `lead-ack-${doc.id}`));
  }, 240_000);
});
