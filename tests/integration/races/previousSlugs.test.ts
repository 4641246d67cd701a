import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, PREVIOUS_SLUGS_FIELD } from '@cvc/domain';
import { keepSlugs } from '../../../functions/src/articles/keepPreviousSlugs';
import { race, raceClients, raceFirestore, untilCommitted } from './clients';

// The kept slugs raced for real: runs of keepNewsSlugs for saves close together each add an old address to
// the same item at once, from independent clients; none may be lost, or its links stop redirecting. No
// function listens to the races' project, so only these calls write `previous_slugs`.

const RUN = randomUUID().slice(0, 8);
const NEWS_ID = `it-slug-races-${RUN}`;
const CURRENT = `atual-${RUN}`;
const OLD = Array.from({ length: 12 }, (_, n) => `antigo-${n}-${RUN}`);
const db = raceFirestore();
const clients = raceClients(6, 'slugs');

beforeAll(async () => {
  await db
    .collection(COLLECTIONS.news)
    .doc(NEWS_ID)
    .set({
      title: `IT corrida de endereços ${RUN}`,
      slug: CURRENT,
      summary: 'Resumo.',
      content: 'Parágrafo.',
      status: 'draft',
      published_at: Timestamp.now(),
      created_at: Timestamp.now(),
    });
});

afterAll(async () => {
  await db.collection(COLLECTIONS.news).doc(NEWS_ID).delete();
  await clients.close();
});

describe('kept slugs under real concurrency', () => {
  it(`${OLD.length} runs keep an old slug each at once: all are kept, the current one never`, async () => {
    const tasks = [...OLD, CURRENT].map((slug) => (client: Firestore) => {
      const ref = client.collection(COLLECTIONS.news).doc(NEWS_ID);
      return untilCommitted(() => keepSlugs(client, ref, [slug]));
    });
    await race(clients.dbs, tasks);
    const kept = (await db.collection(COLLECTIONS.news).doc(NEWS_ID).get()).get(
      PREVIOUS_SLUGS_FIELD,
    ) as string[];
    expect([...kept].sort()).toEqual([...OLD].sort());
  }, 120_000);
});
