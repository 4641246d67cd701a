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
      titles: { r1: 'Panorama 2025', r2: 'Guia do CVC' },
      days: { '2026-11-26': { r1: 2, r2: 1 } },
    });
    // A download of a report whose title is already known: no title to write, one day to count.
    const applied = await applyStatsDelta(
      db,
      'downloads',
      { titles: {}, days: { '2026-11-27': { r1: 1 }, '2026-11-28': {} } },
      Timestamp.now(),
      { days: [] },
    );
    expect(applied).toBe(true);
    expect(await counters('downloads')).toEqual({
      titles: { r1: 'Panorama 2025', r2: 'Guia do CVC' },
      days: { '2026-11-26': { r1: 2, r2: 1 }, '2026-11-27': { r1: 1 } },
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
        expect(await applyStatsDelta(db, 'leads', { by_status: { new: 1 } }, created.writeTime)).toBe(true);
      }
      return { figures: { by_status: { new: snapshot.size } }, readTime: snapshot.readTime };
    });
    expect(counts).toBe(2);
    expect(await counters('leads')).toEqual({ by_status: { new: 2 } });
    // The recount's time now covers both: a late delivery of the second lead's trigger counts nothing again.
    const second = (await leads.doc('second').get()).updateTime!;
    expect(await applyStatsDelta(db, 'leads', { by_status: { new: 1 } }, second)).toBe(false);
    expect(await counters('leads')).toEqual({ by_status: { new: 2 } });
  });
});
