import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { canonicalValue, docHash, summarize } from './backups-checksum';

describe('the checksum of Firestore documents', () => {
  it('tags each value with its type, sorts map keys and writes a Timestamp as seconds and nanoseconds', () => {
    expect(
      canonicalValue({ b: [1, 1.5, 'x', true, null], a: new Timestamp(10, 20), c: new GeoPoint(1, 2) }),
    ).toEqual([
      'map',
      [
        ['a', ['timestamp', 10, 20]],
        ['b', ['array', [['int', 1], ['double', '1.5'], ['string', 'x'], ['bool', true], ['null']]]],
        ['c', ['geopoint', 1, 2]],
      ],
    ]);
    expect(canonicalValue(Buffer.from([1, 2]))).toEqual(['bytes', 'AQI=']);
  });

  it('gives the same fields in another key order the same hash, and any other value another', () => {
    const doc = (data: Record<string, unknown>) => docHash({ path: 'news/a', data });
    const base = doc({ x: { p: 1, q: new Timestamp(5, 6) }, y: 'text' });
    expect(doc({ y: 'text', x: { q: new Timestamp(5, 6), p: 1 } })).toBe(base);
    expect(doc({ x: { p: 1, q: new Timestamp(5, 7) }, y: 'text' })).not.toBe(base);
    expect(doc({ x: { p: 1, q: { seconds: 5, nanoseconds: 6 } }, y: 'text' })).not.toBe(base);
    expect(doc({ x: { p: '1', q: new Timestamp(5, 6) }, y: 'text' })).not.toBe(base);
    expect(docHash({ path: 'news/b', data: { x: { p: 1, q: new Timestamp(5, 6) }, y: 'text' } })).not.toBe(base);
  });

  it('summarizes a collection: direct documents, nested ones, and one checksum whatever the read order', () => {
    const docs = [
      { path: 'news/b', data: { n: 2 } },
      { path: 'news/a', data: { n: 1 } },
      { path: 'news/a/notes/1', data: { n: 3 } },
      { path: 'news/c', data: null },
      { path: 'news/c/notes/2', data: { n: 4 } },
    ];
    const summary = summarize('news', docs);
    expect(summary).toMatchObject({ count: 2, nested: 2 });
    expect(summarize('news', [...docs].reverse())).toEqual(summary);
    expect(summarize('news', docs.slice(1)).checksum).not.toBe(summary.checksum);
  });

  it('refuses a value it cannot write down rather than skipping it', () => {
    expect(() => canonicalValue(new Map())).toThrow(/type Map/);
  });
});
