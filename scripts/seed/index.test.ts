import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { buildSeedContent, seed } from './index';

/** Just enough of a Firestore to record what seed() writes, batch by batch. */
function fakeFirestore() {
  const batches: { path: string; data: Record<string, unknown> }[][] = [];
  const db = {
    collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
    batch: () => {
      const writes: { path: string; data: Record<string, unknown> }[] = [];
      return {
        set: (ref: { path: string }, data: Record<string, unknown>) => writes.push({ path: ref.path, data }),
        commit: async () => void batches.push(writes),
      };
    },
  };
  return { db: db as unknown as Firestore, batches };
}

function containsDate(value: unknown): boolean {
  if (value instanceof Date) return true;
  if (value instanceof Timestamp || value === null || typeof value !== 'object') return false;
  return Object.values(value).some(containsDate);
}

describe('seed()', () => {
  const now = new Date('2025-11-20T15:00:00Z');

  it('writes every document on its stable id, in batches of at most 500, and returns the counts', async () => {
    const { db, batches } = fakeFirestore();
    const counts = await seed(db, { now });
    const content = buildSeedContent(now);
    const writes = batches.flat();
    expect(counts).toEqual(
      Object.fromEntries(Object.entries(content).map(([name, rows]) => [name, rows.length])),
    );
    expect(writes).toHaveLength(Object.values(counts).reduce((a, b) => a + b, 0));
    expect(batches.every((batch) => batch.length <= 500)).toBe(true);
    expect(new Set(writes.map((w) => w.path)).size).toBe(writes.length);
    expect(writes.map((w) => w.path)).toContain('news/news-01');
  });

  it('turns Dates into Timestamps and keeps the id out of the document', async () => {
    const { db, batches } = fakeFirestore();
    await seed(db, { now });
    const writes = batches.flat();
    expect(writes.some((w) => containsDate(w.data))).toBe(false);
    expect(writes.some((w) => 'id' in w.data)).toBe(false);
    const news = writes.find((w) => w.path === 'news/news-01')!.data;
    expect(news.published_at).toBeInstanceOf(Timestamp);
    expect(news.cvcs_mentioned).toEqual(['Aurora Energia Ventures']);
  });
});
