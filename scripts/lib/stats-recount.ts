import { setTimeout as sleep } from 'node:timers/promises';
import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  STATS_DOCS,
  STATS_TIMES,
  downloadStatsOf,
  leadStatsOf,
  newsletterStatsOf,
  rsvpStatsOf,
} from '@cvc/domain';

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

/** Absolute figures for one stats document and the time of the read they were counted from. */
export type Recount = { figures: Record<string, unknown>; readTime: Timestamp };

/**
 * How long a recount keeps counting again while changes land between its read and its write (right after a
 * seed, the triggers assign seats for a minute or so); past it, it stops and says so.
 */
const RECOUNT_PATIENCE_MS = 180_000;

/**
 * Writes a recount unless a trigger applied a change made after the count's read: the write would undo it, and
 * that trigger never runs again. The check and the write are one transaction, so no trigger commits between them;
 * when one did before, the collection is counted again. Changes made before the read that a trigger applied
 * after it are in the figures already: overwriting them loses nothing.
 */
export async function writeRecount(
  db: Firestore,
  ref: DocumentReference,
  count: () => Promise<Recount>,
): Promise<void> {
  const deadline = Date.now() + RECOUNT_PATIENCE_MS;
  while (Date.now() < deadline) {
    await freshSecond();
    const { figures, readTime } = await count();
    const written = await db.runTransaction(async (tx) => {
      const lastChange = (await tx.get(ref)).get(STATS_TIMES.lastChangeAt) as Timestamp | undefined;
      if (lastChange && lastChange.toMillis() > readTime.toMillis()) return false;
      tx.set(ref, { ...figures, [STATS_TIMES.countedAt]: readTime, [STATS_TIMES.lastChangeAt]: lastChange ?? readTime });
      return true;
    });
    if (written) return;
  }
  throw new Error(`${ref.path} kept changing while it was recounted; run the recount again`);
}

/**
 * Rebuilds the Painel's counters from the collections themselves: each stats document gets absolute values
 * from one consistent read, stamped `counted_at` with that read's time. The triggers skip any change at or
 * before it (functions/src/stats/applyStatsDelta.ts), so a recount running while they work counts nothing
 * twice, and none made after its read is overwritten (writeRecount). Reads every lead, sign-up, download and
 * subscription once (again when one changed meanwhile): run it after a deploy or when events were lost.
 */
export async function recountStats(db: Firestore, now = new Date()) {
  const stats = db.collection(COLLECTIONS.stats);
  const sizes = { leads: 0, rsvp: 0, downloads: 0, newsletter: 0 };
  await writeRecount(db, stats.doc(STATS_DOCS.leads), async () => {
    const leads = await db.collection(COLLECTIONS.leads).select('status', 'source', 'created_at').get();
    sizes.leads = leads.size;
    const rows = leads.docs.map((d) => ({
      status: d.get('status'),
      source: d.get('source'),
      created_at: asDate(d.get('created_at')),
    }));
    return { figures: leadStatsOf(rows, now), readTime: leads.readTime };
  });
  await writeRecount(db, stats.doc(STATS_DOCS.rsvp), async () => {
    const signUps = await db.collection(COLLECTIONS.eventRsvp).select('event_id', 'status', 'checked_in_at').get();
    sizes.rsvp = signUps.size;
    const rows = signUps.docs.map((d) => ({
      event_id: d.get('event_id'),
      status: d.get('status'),
      checked_in: Boolean(d.get('checked_in_at')),
    }));
    return { figures: rsvpStatsOf(rows), readTime: signUps.readTime };
  });
  await writeRecount(db, stats.doc(STATS_DOCS.downloads), async () => {
    const downloads = await db
      .collection(COLLECTIONS.reportDownloads)
      .select('report_id', 'report_title', 'downloaded_at')
      .get();
    sizes.downloads = downloads.size;
    const rows = downloads.docs.map((d) => ({
      report_id: d.get('report_id'),
      report_title: d.get('report_title'),
      downloaded_at: asDate(d.get('downloaded_at')),
    }));
    return { figures: downloadStatsOf(rows, now), readTime: downloads.readTime };
  });
  await writeRecount(db, stats.doc(STATS_DOCS.newsletter), async () => {
    const subscriptions = await db
      .collection(COLLECTIONS.newsletterSubscribers)
      .select('status', 'confirmed_at', 'unsubscribed_at')
      .get();
    sizes.newsletter = subscriptions.size;
    const rows = subscriptions.docs.map((d) => ({
      status: d.get('status'),
      confirmed_at: asDate(d.get('confirmed_at')),
      unsubscribed_at: asDate(d.get('unsubscribed_at')),
    }));
    return { figures: newsletterStatsOf(rows, now), readTime: subscriptions.readTime };
  });
  return sizes;
}
