import { waitForTriggerQueue } from '../../scripts/lib/trigger-queue';
import { adminFirestore } from './admin-firestore';

/**
 * Resolves once every trigger event queued so far (and what those triggers queued in turn) has run on the
 * functions emulator; returns how long that took. A wait for a trigger's effect calls this first, so its own
 * limit covers the trigger and not the backlog ahead of it (scripts/lib/trigger-queue.ts).
 */
export function triggersSettled(): Promise<number> {
  return waitForTriggerQueue(adminFirestore());
}
