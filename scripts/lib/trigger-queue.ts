/**
 * Waiting for the emulators' trigger queue to drain. The Firestore emulator hands trigger events to the functions
 * one at a time, in the order the writes happened (one dispatch thread), so on a 2-core host a burst of writes
 * leaves a backlog that takes tens of seconds. A fixed timeout on a trigger's effect then fails for work that
 * was queued before it, not for the trigger itself.
 *
 * The wait writes a marker document that the emulator-only `triggerQueueMarker` function stamps
 * (functions/src/emulator/triggerQueueMarker.ts): once stamped, every event queued before it has been handled.
 * It gives up only when the queue makes no progress (no work-queue step in firebase-debug.log) for a while, so
 * its limit grows with the work ahead of it.
 */
import { closeSync, existsSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { TRIGGER_QUEUE_MARKERS } from '@cvc/domain';
import { PROJECT_ID, ROOT } from './emulators';

/** What firebase-tools writes for every change of the functions emulator's work queue (a DEBUG line). */
const QUEUE_STEP = '[work-queue] ';

/** How many work-queue steps (a piece of work queued, started or finished) a piece of the debug log records. */
export function countQueueSteps(text: string): number {
  let count = 0;
  for (let at = text.indexOf(QUEUE_STEP); at !== -1; at = text.indexOf(QUEUE_STEP, at + QUEUE_STEP.length)) {
    count++;
  }
  return count;
}

/**
 * Whether a wait has stalled: no progress for `idleLimitMs`. Where progress cannot be seen (no debug log),
 * the same limit applies to the whole wait, times `blindFactor`.
 */
export class ProgressWatch {
  private lastProgressAt: number;
  private blind = false;

  constructor(
    private readonly startedAt: number,
    private readonly idleLimitMs: number,
    private readonly blindFactor = 5,
  ) {
    this.lastProgressAt = startedAt;
  }

  /** Records a look: `steps` is the queue steps seen since the last one, or null when none can be seen. */
  observe(now: number, steps: number | null): void {
    if (steps !== null && steps > 0) this.lastProgressAt = now;
    if (steps === null) this.blind = true;
  }

  /** Milliseconds without progress once past the limit, else null. */
  stalled(now: number): number | null {
    const idle = this.blind ? now - this.startedAt : now - this.lastProgressAt;
    const limit = this.blind ? this.idleLimitMs * this.blindFactor : this.idleLimitMs;
    return idle > limit ? idle : null;
  }
}

/**
 * Rounds of markers until the queue is drained: a trigger that ran before one marker may have written and so
 * queued more behind it, so at least `minRounds`, and more while a round still waited for a backlog.
 */
export function moreRounds(done: readonly number[], { minRounds = 2, quickMs = 1_000, maxRounds = 10 } = {}) {
  if (done.length < minRounds) return true;
  if (done.length >= maxRounds) return false;
  return (done.at(-1) ?? 0) >= quickMs;
}

/** The firebase-debug.log the running emulators write (firebase-tools picks the first free name in its cwd). */
export function debugLogPath(dir = ROOT): string | null {
  const names = ['firebase-debug.log', ...Array.from({ length: 9 }, (_, i) => `firebase-debug.${i + 1}.log`)];
  const found = names.map((name) => join(dir, name)).filter((path) => existsSync(path));
  found.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return found[0] ?? null;
}

/** What a log file gained since the last read (from its end at the first read); null when it cannot be read. */
export class LogTail {
  private offset: number | null = null;
  private rest = '';

  constructor(private readonly path: string | null) {}

  read(): string | null {
    if (!this.path) return null;
    let fd: number;
    try {
      fd = openSync(this.path, 'r');
    } catch {
      return null;
    }
    try {
      const size = fstatSync(fd).size;
      // A new emulator run starts the log again.
      if (this.offset === null || size < this.offset) this.offset = this.offset === null ? size : 0;
      const length = Math.min(size - this.offset, 8 * 1024 * 1024);
      const buffer = Buffer.alloc(length);
      const read = length > 0 ? readSync(fd, buffer, 0, length, this.offset) : 0;
      this.offset += read;
      // Only whole lines count; a line still being written waits for the next read.
      const text = this.rest + buffer.subarray(0, read).toString('utf8');
      const end = text.lastIndexOf('\n') + 1;
      this.rest = text.slice(end);
      return text.slice(0, end);
    } finally {
      closeSync(fd);
    }
  }
}

export interface DrainOptions {
  /** Fails after this long without any progress of the functions' work queue. */
  idleLimitMs?: number;
  /** firebase-debug.log to watch for progress; found in the repository root when not given. */
  log?: string | null;
  pollMs?: number;
}

function defaultFirestore(): Firestore {
  const app = getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}

/** How long a marker may go unreached before another is written beside it. */
const MARKER_RESEND_MS = 5_000;

/**
 * Waits until every trigger event queued before the call (and what those triggers queued in turn) has been
 * handled by the functions emulator. Returns how long that took, in milliseconds.
 */
export async function waitForTriggerQueue(
  db: Firestore = defaultFirestore(),
  { idleLimitMs = 60_000, log = debugLogPath(), pollMs = 200 }: DrainOptions = {},
): Promise<number> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('The trigger queue exists only on the emulators.');
  const startedAt = Date.now();
  const tail = new LogTail(log);
  tail.read();
  const watch = new ProgressWatch(startedAt, idleLimitMs);
  const rounds: number[] = [];
  const newMarker = async () => {
    const marker = db.collection(TRIGGER_QUEUE_MARKERS).doc();
    await marker.create({ written_at: FieldValue.serverTimestamp() });
    return marker;
  };
  while (moreRounds(rounds)) {
    const roundStart = Date.now();
    const markers = [await newMarker()];
    let lastMarkerAt = Date.now();
    for (;;) {
      // Any marker reached will do: the queue is FIFO, so a later one reached means the earlier work ran.
      const seen = await Promise.all(markers.map((marker) => marker.get()));
      if (seen.some((snapshot) => snapshot.get('reached_at'))) break;
      const text = tail.read();
      const now = Date.now();
      watch.observe(now, text === null ? null : countQueueSteps(text));
      const idle = watch.stalled(now);
      if (idle !== null) {
        throw new Error(
          `The functions emulator's trigger queue made no progress for ${Math.round(idle / 1000)} s ` +
            `(marker ${markers[0]!.path} not reached after ${Math.round((now - startedAt) / 1000)} s).`,
        );
      }
      // A marker written while the emulator was switching background triggers back on gets no event at all
      // (a suite that turned them off has just ended): another one, later, does.
      if (now - lastMarkerAt >= MARKER_RESEND_MS) {
        markers.push(await newMarker());
        lastMarkerAt = now;
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    // A delete fires no create trigger: the markers leave nothing behind.
    await Promise.all(markers.map((marker) => marker.delete()));
    rounds.push(Date.now() - roundStart);
  }
  return Date.now() - startedAt;
}
