import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { suppressionId } from '../../../functions/src/mail/unsubscribeLink';
import { requestSubscription } from '../../../functions/src/newsletter/requestSubscription';
import { race, raceClients, raceFirestore, untilCommitted } from './clients';

// The newsletter's request raced for real: several forms of one address with the marketing box ticked, their
// triggers run at once from independent clients (on the emulator one trigger runs at a time, so they never
// would). One confirmation mail may go out, not one per form. No function listens to the races' project, so
// nothing sends them.

// What the functions read from their secrets and params, here outside the functions' runtime.
process.env.UNSUBSCRIBE_SECRET ??= LOCAL_SECRETS.UNSUBSCRIBE_SECRET;
process.env.SITE_HOSTS ??= '';

const RUN = randomUUID().slice(0, 8);
const FORMS = 8;
const CLIENTS = 4;
const db = raceFirestore();
const clients = raceClients(CLIENTS, 'newsletter');
const addresses = Array.from({ length: 3 }, (_, n) => `race.${n}.${RUN}@newsletter.example.com`);
const formMails = (n: number) =>
  Array.from({ length: FORMS }, (_, form) => `lead-ack-race-${RUN}-${n}-${form}`);

afterAll(async () => {
  const batch = db.batch();
  addresses.forEach((email, n) => {
    batch.delete(db.collection(COLLECTIONS.newsletterSubscribers).doc(suppressionId(email)));
    for (const id of formMails(n)) batch.delete(db.collection(COLLECTIONS.mail).doc(`${id}-newsletter`));
  });
  await batch.commit();
  await clients.close();
});

describe('newsletter requests under real concurrency', () => {
  it(`${FORMS} forms of each address at once: one confirmation per address, the others see it sent`, async () => {
    const tasks = addresses.flatMap((email, n) =>
      formMails(n).map((formMail) => async (client: typeof db) => ({
        email,
        formMail,
        outcome: await untilCommitted(() =>
          requestSubscription(client, {
            email,
            language: 'pt',
            source: 'leads:Associação',
            notice_version: '2026-11-25',
            mailId: `${formMail}-newsletter`,
            gate: { releasedWith: formMail },
          }),
        ),
      })),
    );
    const results = await race(clients.dbs, tasks);
    for (const [n, email] of addresses.entries()) {
      const mine = results.filter((result) => result.email === email);
      const sent = mine.filter((result) => result.outcome === 'SEND_CONFIRMATION');
      expect(sent, email).toHaveLength(1);
      expect(mine.filter((result) => result.outcome === 'RECENTLY_SENT')).toHaveLength(FORMS - 1);

      const queued = await db.getAll(
        ...formMails(n).map((id) => db.collection(COLLECTIONS.mail).doc(`${id}-newsletter`)),
      );
      expect(queued.filter((mail) => mail.exists).map((mail) => mail.id)).toEqual([
        `${sent[0]!.formMail}-newsletter`,
      ]);
      const stored = await db.collection(COLLECTIONS.newsletterSubscribers).doc(suppressionId(email)).get();
      expect(stored.get('confirmation_mail_id')).toBe(`${sent[0]!.formMail}-newsletter`);
    }
  }, 120_000);
});
