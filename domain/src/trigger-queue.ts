/**
 * `emulator_trigger_queue/{id}`: marker documents that only the emulators' `triggerQueueMarker` function answers
 * (it is not deployed). Written by scripts/lib/trigger-queue.ts to learn when the triggers queued before a marker
 * have run; no client reads or writes them (firestore.rules denies what it does not name).
 */
export const TRIGGER_QUEUE_MARKERS = 'emulator_trigger_queue';
