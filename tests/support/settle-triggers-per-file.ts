import { beforeAll } from 'vitest';
import { triggersSettled } from './trigger-queue';

// Each integration file starts once the triggers its predecessors queued have run: their backlog would
// otherwise count against this file's waits. The drain fails by itself when the queue stops moving, so the
// hook's own limit is only a backstop.
beforeAll(async () => {
  await triggersSettled();
}, 15 * 60_000);
