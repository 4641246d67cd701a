import { beforeAll } from 'vitest';
import { waitForTriggerQueue } from '../../scripts/lib/trigger-queue';
import { adminFirestore } from './admin-firestore';

// Each integration file starts once the triggers its predecessors queued have run: their backlog would
// otherwise count against this file's waits. Best effort: right after a suite switched background triggers
// off and on again, the emulator has been seen to deliver no event for a minute, markers included; a file
// then starts anyway (its own waits have their limits) rather than failing on its predecessor's account.
beforeAll(async () => {
  await waitForTriggerQueue(adminFirestore(), { idleLimitMs: 20_000 }).catch((error: unknown) =>
    console.warn(`Starting without a drained trigger queue: ${(error as Error).message}`),
  );
}, 15 * 60_000);
