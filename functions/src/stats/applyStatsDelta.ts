import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  STATS_APPLIED_EVENTS,
  STATS_APPLIED_EVENT_DAYS,
  STATS_TIMES,
  isEmptyDelta,
} from '@cvc/domain';
import type { StatsDoc } from '@cvc/domain';
import { EXPIRE_AT_FIELD } from '../shared/retention';

type Delta = { [key: string]: number | string | Delta };
type Write = { [key: string]: FieldValue | string | Write };

/**
 * Counts become increments, titles stay plain values, expired buckets become deletes (set with merge). No empty
 * map is ever written: a set with merge replaces a field given as `{}`, which would wipe every bucket under it.
 */
export function toStatsWrite(delta: Delta, expired: Record<string, string[]> = {}): Write {
  const write: Write = {};
  for (const [key, value] of Object.entries(delta)) {
    if (typeof value === 'number') write[key] = FieldValue.increment(value);
    else if (typeof value === 'string') write[key] = value;
    else {
      const inner = toStatsWrite(value);
      if (Object.keys(inner).length > 0) write[key] = inner;
    }
  }
  for (const [part, keys] of Object.entries(expired)) {
    const inner = (write[part] ?? {}) as Write;
    for (const key of keys) if (!(key in inner)) inner[key] = FieldValue.delete();
    if (Object.keys(inner).length > 0) write[part] = inner;
  }
  return write;
}

/**
 * When a document changed: its commit time, or for a delete the event's time. The recount's `counted_at` is
 * the read time of the snapshot it counted, so a change at or before it is already in its figures. The
 * emulator gives a delete's time to the whole second: such a time is taken as the end of its second, so a
 * delete made just after a recount is still counted; the recount reads at the start of a fresh second, so a
 * delete made before it never shares its second.
 */
export function changeTime(after: DocumentSnapshot | undefined, eventTime: string): Timestamp {
  if (after?.exists && after.updateTime) return after.updateTime;
  const millis = new Date(eventTime).getTime();
  const toTheSecond = !/\.\d*[1-9]/.test(eventTime);
  return Timestamp.fromMillis(toTheSecond ? millis + 999 : millis);
}

/** One trigger event's change to a counter. */
export type StatsChange = {
  delta: object;
  /** When the document changed (changeTime). */
  changedAt: Timestamp;
  /** The trigger event's id: the same for every delivery of one event. */
  eventId: string;
  /** Buckets past their keep, deleted with the same write. */
  expired?: Record<string, string[]>;
};

/**
 * Applies one document's delta to `stats/<name>` unless the recount has already counted that change or this
 * event was applied before (triggers run at least once: a redelivered event must not count twice), and
 * records the change's time as the latest applied (the recount checks it before writing) and the event's id.
 * A transaction (two reads, two writes): a recount committing meanwhile makes it retry and see the new
 * `counted_at`, and a second delivery running beside the first sees its id, so nothing is counted twice.
 */
export async function applyStatsDelta(
  db: Firestore,
  name: StatsDoc,
  { delta, changedAt, eventId, expired = {} }: StatsChange,
): Promise<boolean> {
  if (isEmptyDelta(delta)) return false;
  const ref = db.collection(COLLECTIONS.stats).doc(name);
  const applied = ref.collection(STATS_APPLIED_EVENTS).doc(eventId);
  return db.runTransaction(async (tx) => {
    const [current, seen] = await tx.getAll(ref, applied);
    if (seen!.exists) return false;
    const countedAt = current!.get(STATS_TIMES.countedAt) as Timestamp | undefined;
    if (countedAt && changedAt.valueOf() <= countedAt.valueOf()) return false;
    const lastChange = current!.get(STATS_TIMES.lastChangeAt) as Timestamp | undefined;
    const latest = lastChange && lastChange.valueOf() > changedAt.valueOf() ? lastChange : changedAt;
    tx.set(
      ref,
      { ...toStatsWrite(delta as Delta, expired), [STATS_TIMES.lastChangeAt]: latest },
      { merge: true },
    );
    const keepUntil = Timestamp.fromMillis(Date.now() + STATS_APPLIED_EVENT_DAYS * 86_400_000);
    tx.create(applied, { applied_at: FieldValue.serverTimestamp(), [EXPIRE_AT_FIELD]: keepUntil });
    return true;
  });
}
