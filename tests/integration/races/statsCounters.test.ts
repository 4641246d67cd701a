import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, expiredWeeks, leadStatsDelta, type StatsDoc } from '@cvc/domain';
import { applyStatsDelta } from '../../../functions/src/stats/applyStatsDelta';
import { race, raceClients, raceFirestore, untilCommitted } from './clients';

// The Painel's counters raced for real: countLeadStats' runs for many leads apply their deltas to one stats
// document at once, from independent clients, on documents of this suite's own (in the races' project, which
// no function listens to). The counts are increments, so no two runs can lose each other's; the transaction is
// what keeps a run from counting a change that the recount, committing meanwhile, already counted.

const RUN = randomUUID().slice(0, 8);
const NOW = new Date();
const db = raceFirestore();
const stats = db.collection(COLLECTIONS.stats);
const ids = {
  burst: `it-races-burst-${RUN}`,
  recount: `it-races-recount-${RUN}`,
  redelivered: `it-races-redelivered-${RUN}`,
};
const clients = raceClients(6, 'stats');

const lead = { status: 'new', source: 'Associação', created_at: NOW };
const created = leadStatsDelta(null, lead, NOW);
const contacted = leadStatsDelta(lead, { ...lead, status: 'contacted' }, NOW);
const week = Object.keys(created.weeks)[0]!;

/**
 * What countLeadStats runs for one lead's write (expired weeks dropped in the same write, as it does); each
 * run a trigger event of its own unless one event's id is given for several deliveries.
 */
function apply(name: string, delta: object, changedAt: Timestamp, eventId: string = randomUUID()) {
  return (client: Firestore) =>
    untilCommitted(() =>
      applyStatsDelta(client, name as StatsDoc, {
        delta,
        changedAt,
        eventId,
        expired: { weeks: expiredWeeks(NOW) },
      }),
    );
}

afterAll(async () => {
  await Promise.all(Object.values(ids).map((id) => db.recursiveDelete(stats.doc(id))));
  await clients.close();
});

describe('stats counters under real concurrency', () => {
  it('30 new leads, 10 status changes and 10 changes the recount already has, at once: every bucket exact', async () => {
    const countedAt = Timestamp.fromMillis(Date.now() - 60_000);
    await stats.doc(ids.burst).set({ counted_at: countedAt });
    const later = Timestamp.now();
    const earlier = Timestamp.fromMillis(countedAt.toMillis() - 1);
    const tasks = [
      ...Array.from({ length: 30 }, () => apply(ids.burst, created, later)),
      ...Array.from({ length: 10 }, () => apply(ids.burst, contacted, later)),
      ...Array.from({ length: 10 }, () => apply(ids.burst, created, earlier)),
    ];
    const applied = await race(clients.dbs, tasks);
    expect(applied.filter(Boolean)).toHaveLength(40);
    expect((await stats.doc(ids.burst).get()).data()).toMatchObject({
      by_status: { new: 20, contacted: 10 },
      weeks: { [week]: { Associação: 30 } },
    });
  }, 120_000);

  it('a recount committing among 20 runs of changes it counted: none is counted twice', async () => {
    await stats.doc(ids.recount).set({ by_status: { new: 0 } });
    const changedAt = Timestamp.now();
    // What recountStats writes: absolute figures and the time they were read at, here after every change.
    const recount = (client: Firestore) =>
      untilCommitted(() =>
        client
          .collection(COLLECTIONS.stats)
          .doc(ids.recount)
          .set({ by_status: { new: 20 }, counted_at: Timestamp.fromMillis(changedAt.toMillis() + 1) })
          .then(() => true),
      );
    const tasks = [
      ...Array.from({ length: 10 }, () => apply(ids.recount, { by_status: { new: 1 } }, changedAt)),
      recount,
      ...Array.from({ length: 10 }, () => apply(ids.recount, { by_status: { new: 1 } }, changedAt)),
    ];
    await race(clients.dbs, tasks);
    expect((await stats.doc(ids.recount).get()).get('by_status')).toEqual({ new: 20 });
  }, 120_000);

  it('one event delivered to six runs at once, beside ten other events: it counts once', async () => {
    const changedAt = Timestamp.now();
    const redelivered = randomUUID();
    const tasks = [
      ...Array.from({ length: 6 }, () => apply(ids.redelivered, created, changedAt, redelivered)),
      ...Array.from({ length: 10 }, () => apply(ids.redelivered, created, changedAt)),
    ];
    const applied = await race(clients.dbs, tasks);
    expect(applied.slice(0, 6).filter(Boolean)).toHaveLength(1);
    expect(applied.slice(6).filter(Boolean)).toHaveLength(10);
    expect((await stats.doc(ids.redelivered).get()).data()).toMatchObject({
      by_status: { new: 11 },
      weeks: { [week]: { Associação: 11 } },
    });
  }, 120_000);
});
