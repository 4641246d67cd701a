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
  // The counters with the events they applied (a subcollection), and the leads.
  await Promise.all([db.recursiveDelete(stats), db.recursiveDelete(leads)]);
});

let events = 0;
/** A trigger event's id, as each delivery of one event carries the same. */
const eventId = () => `stats-writes-event-${Date.now()}-${++events}`;

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
    const applied = await applyStatsDelta(db, 'downloads', {
      delta: { titles: {}, days: { '2026-11-27': { r1: 1 }, '2026-11-28': {} } },
      changedAt: Timestamp.now(),
      eventId: eventId(),
      expired: { days: [] },
    });
    expect(applied).toBe(true);
    expect(await counters('downloads')).toEqual({
      titles: { r1: 'Panorama 2025', r2: 'Guia do CVC' },
      days: { '2026-11-26': { r1: 2, r2: 1 }, '2026-11-27': { r1: 1 } },
    });
  });

  it('counts an event delivered twice once, and a second event of the same change again', async () => {
    const once = { delta: { by_status: { new: 1 } }, changedAt: Timestamp.now(), eventId: eventId() };
    expect(await applyStatsDelta(db, 'leads', once)).toBe(true);
    // Triggers run at least once: the same event again, after the first delivery committed.
    expect(await applyStatsDelta(db, 'leads', once)).toBe(false);
    expect(await counters('leads')).toEqual({ by_status: { new: 1 } });
    expect((await stats.doc('leads').collection('applied_events').doc(once.eventId).get()).exists).toBe(true);
    expect(await applyStatsDelta(db, 'leads', { ...once, eventId: eventId() })).toBe(true);
    expect(await counters('leads')).toEqual({ by_status: { new: 2 } });
    await stats.doc('leads').delete();
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
        const change = { delta: { by_status: { new: 1 } }, changedAt: created.writeTime, eventId: eventId() };
        expect(await applyStatsDelta(db, 'leads', change)).toBe(true);
      }
      return { figures: { by_status: { new: snapshot.size } }, readTime: snapshot.readTime };
    });
    expect(counts).toBe(2);
    expect(await counters('leads')).toEqual({ by_status: { new: 2 } });
    // The recount's time now covers both: a late delivery of the second lead's trigger counts nothing again.
    const second = (await leads.doc('second').get()).updateTime!;
    const late = { delta: { by_status: { new: 1 } }, changedAt: second, eventId: eventId() };
    expect(await applyStatsDelta(db, 'leads', late)).toBe(false);
    expect(await counters('leads')).toEqual({ by_status: { new: 2 } });
  });
});
