import { type Firestore, Timestamp } from 'firebase-admin/firestore';

/**
 * `emulator_clock/pinned` { at, until }: on the emulators only, the time the mail ceilings count in, which a
 * test pins so that no hour or day turns under it. Production never reads it (and no client may: firestore.rules
 * names no such collection); a pin past its `until` is ignored, so one left behind by a failed run goes stale.
 */
export const EMULATOR_CLOCK_DOC = 'emulator_clock/pinned';

/** What the mail ceilings take as now: the wall clock, or on the emulators a pinned time while it lasts. */
export async function ceilingNow(db: Firestore): Promise<Date> {
  const now = new Date();
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return now;
  const pin = await db.doc(EMULATOR_CLOCK_DOC).get();
  const [at, until] = [pin.get('at'), pin.get('until')] as unknown[];
  const pinned = at instanceof Timestamp && until instanceof Timestamp && until.toMillis() > now.getTime();
  return pinned ? at.toDate() : now;
}
