import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_COLLECTION } from '../../../functions/src/mail/mailDocument';
import { claimMail } from '../../../functions/src/mail/mailLease';
import { race, raceClients, raceFirestore, untilCommitted } from './clients';

// The mail lease raced for real: several sendMail runs claim the same mail at once from independent clients
// (on the emulator one trigger runs at a time, so they never would); only one may win it, so only one sends.
// No function listens to the races' project, so nothing else claims or delivers these mails.

const RUN = randomUUID().slice(0, 8);
const MAILS = 5;
const SENDERS = 8;
const db = raceFirestore();
const mail = db.collection(MAIL_COLLECTION);
const fresh = Array.from({ length: MAILS }, (_, n) => `it-lease-fresh-${RUN}-${n}`);
const abandoned = Array.from({ length: MAILS }, (_, n) => `it-lease-dead-${RUN}-${n}`);
const clients = raceClients(SENDERS, 'mail');

const message = (n: number) => ({
  to: `lease.${n}.${RUN}@races.example.com`,
  message: { subject: 'Corrida', text: 'Só um envio.' },
});

/** Every sender claims every mail, all at once; per mail, the claims in sender order. */
async function claimAll(ids: string[]) {
  const tasks = ids.flatMap((id) =>
    Array.from({ length: SENDERS }, (_, sender) => async (client: Firestore) => ({
      id,
      run: `run-${sender}-${RUN}`,
      claimed: await untilCommitted(() =>
        claimMail(client, client.collection(MAIL_COLLECTION).doc(id), `run-${sender}-${RUN}`),
      ),
    })),
  );
  return race(clients.dbs, tasks);
}

beforeAll(async () => {
  const batch = db.batch();
  fresh.forEach((id, n) => batch.set(mail.doc(id), message(n)));
  // A run that died mid-delivery: PROCESSING, its lease gone by, two tries made.
  abandoned.forEach((id, n) =>
    batch.set(mail.doc(id), {
      ...message(n),
      delivery: {
        state: 'PROCESSING',
        attempts: 2,
        leaseEventId: `dead-${RUN}`,
        leaseExpireTime: Timestamp.fromMillis(Date.now() - 60_000),
      },
    }),
  );
  await batch.commit();
});

afterAll(async () => {
  const batch = db.batch();
  for (const id of [...fresh, ...abandoned]) batch.delete(mail.doc(id));
  await batch.commit();
  await clients.close();
});

describe('the mail lease under real concurrency', () => {
  it(`${SENDERS} senders claim each of ${MAILS} new mails at once: one wins each, and the mail names it`, async () => {
    const claims = await claimAll(fresh);
    for (const id of fresh) {
      const winners = claims.filter((c) => c.id === id && typeof c.claimed !== 'string');
      expect(winners, id).toHaveLength(1);
      expect(winners[0]!.claimed).toEqual({ attempts: 0 });
      const losers = claims.filter((c) => c.id === id && typeof c.claimed === 'string');
      expect(losers.map((c) => c.claimed)).toEqual(losers.map(() => 'PROCESSING, owned by another run'));
      const delivery = (await mail.doc(id).get()).get('delivery') as Record<string, unknown>;
      expect(delivery).toMatchObject({ state: 'PROCESSING', leaseEventId: winners[0]!.run, attempts: 0 });
    }
  }, 120_000);

  it(`${SENDERS} senders take over each of ${MAILS} mails a dead run left: one wins each, keeping its tries`, async () => {
    const claims = await claimAll(abandoned);
    for (const id of abandoned) {
      const winners = claims.filter((c) => c.id === id && typeof c.claimed !== 'string');
      expect(winners, id).toHaveLength(1);
      expect(winners[0]!.claimed).toEqual({ attempts: 2 });
      const delivery = (await mail.doc(id).get()).get('delivery') as Record<string, unknown>;
      expect(delivery).toMatchObject({ state: 'PROCESSING', leaseEventId: winners[0]!.run, attempts: 2 });
    }
  }, 120_000);
});
