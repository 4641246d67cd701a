import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogTail, ProgressWatch, countQueueSteps, debugLogPath, moreRounds } from './trigger-queue';

// Lines as firebase-tools 14 writes them to firebase-debug.log (WorkQueue.logState).
const STEP =
  '[debug] [work-queue] {"queuedWork":[],"queueLength":0,"runningWork":["/functions/projects/demo-cvc/triggers/' +
  'southamerica-east1-audit-news-2026-01-01T00:00:00.000Z"],"workRunningCount":1}\n';
const OTHER = '[debug] [2026-01-01T00:00:00.000Z] [worker-pool] submitRequest(triggerId=audit-news)\n';

describe('countQueueSteps', () => {
  it('counts the work-queue state lines and nothing else', () => {
    expect(countQueueSteps('')).toBe(0);
    expect(countQueueSteps(OTHER)).toBe(0);
    expect(countQueueSteps(STEP + OTHER + STEP + STEP)).toBe(3);
  });
});

describe('ProgressWatch', () => {
  it('stalls only after the limit passes with no step seen', () => {
    const watch = new ProgressWatch(0, 1_000);
    watch.observe(900, 0);
    expect(watch.stalled(900)).toBeNull();
    watch.observe(1_001, 0);
    expect(watch.stalled(1_001)).toBe(1_001);
  });

  it('keeps waiting as long as the queue moves, however long that takes', () => {
    const watch = new ProgressWatch(0, 1_000);
    for (let now = 500; now <= 60_000; now += 500) {
      watch.observe(now, 2);
      expect(watch.stalled(now)).toBeNull();
    }
    expect(watch.stalled(61_001)).toBe(1_001);
  });

  it('without a log to watch, gives the whole wait a multiple of the limit', () => {
    const watch = new ProgressWatch(0, 1_000, 5);
    watch.observe(4_000, null);
    expect(watch.stalled(4_000)).toBeNull();
    expect(watch.stalled(5_001)).toBe(5_001);
  });
});

describe('moreRounds', () => {
  it('runs two rounds at least, then more while a round still waited for a backlog', () => {
    expect(moreRounds([])).toBe(true);
    expect(moreRounds([200])).toBe(true);
    expect(moreRounds([200, 300])).toBe(false);
    expect(moreRounds([40_000, 5_000])).toBe(true);
    expect(moreRounds([40_000, 5_000, 300])).toBe(false);
  });

  it('stops after maxRounds even if the queue keeps refilling', () => {
    expect(moreRounds(Array.from({ length: 10 }, () => 5_000))).toBe(false);
  });
});

describe('LogTail and debugLogPath', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads what the log gained since the last read, whole lines only', () => {
    dir = mkdtempSync(join(tmpdir(), 'trigger-queue-'));
    const log = join(dir, 'firebase-debug.log');
    writeFileSync(log, STEP);
    const tail = new LogTail(log);
    expect(tail.read()).toBe('');
    appendFileSync(log, OTHER + STEP.slice(0, 20));
    expect(tail.read()).toBe(OTHER);
    appendFileSync(log, STEP.slice(20));
    expect(countQueueSteps(tail.read() ?? '')).toBe(1);
  });

  it('starts over when the log is written anew, and answers null without one', () => {
    dir = mkdtempSync(join(tmpdir(), 'trigger-queue-'));
    const log = join(dir, 'firebase-debug.log');
    writeFileSync(log, STEP + STEP);
    const tail = new LogTail(log);
    tail.read();
    writeFileSync(log, STEP);
    expect(countQueueSteps(tail.read() ?? '')).toBe(1);
    expect(new LogTail(join(dir, 'missing.log')).read()).toBeNull();
    expect(new LogTail(null).read()).toBeNull();
  });

  it('finds the log firebase-tools writes in the given folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'trigger-queue-'));
    expect(debugLogPath(dir)).toBeNull();
    writeFileSync(join(dir, 'firebase-debug.log'), '');
    expect(debugLogPath(dir)).toBe(join(dir, 'firebase-debug.log'));
  });
});
