import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { applyStatsDelta } from '../../../functions/src/stats/applyStatsDelta';
import { writeRecount } from '../../../scripts/lib/stats-recount';

// The counters' two writers on the real Firestore emulator, in a project of their own so that no trigger and no
// other test sees these documents: a trigger's delta (applyStatsDelta) and the recount (writeRecount).
const app = initializeApp({ projectId: 'demo-stats-writes' }, 'stats-writes');
const db = getFirestore(app);
const stats = db.collection(COLLECTIONS.stats);
const leads = db.collection(COLLECTIONS.leads);

afterAll(async () => {
  const all = [...(await stats.get()).docs, ...(await leads.get()).docs];
  await Promise.all(all.map((doc) => doc.ref.delete()));
});

/** The counters as the Painel reads them, without the two times the writers keep. */
async function counters(name: string) {
  const {
    counted_at: _counted,
    last_change_at: _changed,
    ...rest
  } = (await stats.doc(name).get()).data() ?? {};
  return rest;
}

describe('a delta', () => {
  it('keeps every title and bucket when it carries an empty map or nothing expired', async () => {
    await stats.doc('downloads').set({
      total: 3,
      titles: { r1: 'Panorama 2025', r2: 'Guia do CVC' },
      weeks: { '2026-W47': { r1: 2, r2: 1 } },
    });
    const applied = await applyStatsDelta(
      db,
      'downloads',
      { total: 1, titles: {}, weeks: { '2026-W48': {} } },
      Timestamp.now(),
      { weeks: [] },
    );
    expect(applied).toBe(true);
    expect(await counters('downloads')).toEqual({
      total: 4,
      titles: { r1: 'Panorama 2025', r2: 'Guia do CVC' },
      weeks: { '2026-W47': { r1: 2, r2: 1 } },
    });
  });
});

describe('a recount', () => {
  it('does not undo a change a trigger applied between its read and its write: it counts again', async () => {
    await leads.doc('first').set({ status: 'new' });
    let counts = 0;
    await writeRecount(db, stats.doc('leads'), async () => {
      const snapshot = await leads.get();
      counts += 1;
      if (counts === 1) {
        // A visitor's lead lands after the read, and its trigger applies it before the recount writes.
        const created = await leads.doc('second').set({ status: 'new' });
        await applyStatsDelta(db, 'leads', { total: 1 }, created.writeTime);
      }
      return { figures: { total: snapshot.size }, readTime: snapshot.readTime };
    });
    expect(counts).toBe(2);
    expect(await counters('leads')).toEqual({ total: 2 });
    // The recount's time now covers both: a late delivery of the second lead's trigger counts nothing again.
    const late = await applyStatsDelta(
      db,
      'leads',
      { total: 1 },
      (await leads.doc('second').get()).updateTime!,
    );
    expect(late).toBe(false);
    expect(await counters('leads')).toEqual({ total: 2 });
  });
});
