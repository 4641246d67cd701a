import { setTimeout as sleep } from 'node:timers/promises';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, STATS_DOCS, downloadStatsOf, leadStatsOf, rsvpStatsOf } from '@cvc/domain';

const asDate = (value: unknown): Date | null => (value as Timestamp | undefined)?.toDate?.() ?? null;

/**
 * Waits for the start of the next second. The emulator gives a delete's event time only to the second, and the
 * triggers take such a time as the end of its second (functions/src/stats/applyStatsDelta.ts); a read made at
 * the start of a fresh second leaves every delete made before it in an earlier second, so none of those is
 * taken for a delete made after the read and subtracted again.
 */
async function freshSecond(): Promise<void> {
  await sleep(1005 - (Date.now() % 1000));
}

/**
 * Rebuilds the Painel's counters from the collections themselves: each stats document gets absolute values
 * from one consistent read, stamped `counted_at` with that read's time. The triggers skip any change at or
 * before it (functions/src/stats/applyStatsDelta.ts), so a recount running while they work counts nothing
 * twice. Reads every lead, sign-up and download once: run it after a deploy or when events were lost.
 */
export async function recountStats(db: Firestore, now = new Date()) {
  const stats = db.collection(COLLECTIONS.stats);
  await freshSecond();
  const leads = await db.collection(COLLECTIONS.leads).select('status', 'source', 'created_at').get();
  await stats.doc(STATS_DOCS.leads).set({
    ...leadStatsOf(
      leads.docs.map((d) => ({ status: d.get('status'), source: d.get('source'), created_at: asDate(d.get('created_at')) })),
      now,
    ),
    counted_at: leads.readTime,
  });
  await freshSecond();
  const signUps = await db.collection(COLLECTIONS.eventRsvp).select('event_id', 'status', 'checked_in_at').get();
  await stats.doc(STATS_DOCS.rsvp).set({
    ...rsvpStatsOf(
      signUps.docs.map((d) => ({
        event_id: d.get('event_id'),
        status: d.get('status'),
        checked_in: Boolean(d.get('checked_in_at')),
      })),
    ),
    counted_at: signUps.readTime,
  });
  await freshSecond();
  const downloads = await db
    .collection(COLLECTIONS.reportDownloads)
    .select('report_id', 'report_title', 'downloaded_at')
    .get();
  await stats.doc(STATS_DOCS.downloads).set({
    ...downloadStatsOf(
      downloads.docs.map((d) => ({
        report_id: d.get('report_id'),
        report_title: d.get('report_title'),
        downloaded_at: asDate(d.get('downloaded_at')),
      })),
      now,
    ),
    counted_at: downloads.readTime,
  });
  return { leads: leads.size, rsvp: signUps.size, downloads: downloads.size };
}
