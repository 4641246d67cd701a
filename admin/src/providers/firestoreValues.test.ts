import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { documentData, fromFirestore, toFirestore } from './firestoreValues';

describe('Firestore values', () => {
  it('turns Timestamps into Dates at any depth', () => {
    const at = Timestamp.fromMillis(Date.UTC(2025, 0, 2));
    expect(fromFirestore({ a: at, list: [{ b: at }], n: 1, s: 'x', none: null })).toEqual({
      a: new Date(Date.UTC(2025, 0, 2)),
      list: [{ b: new Date(Date.UTC(2025, 0, 2)) }],
      n: 1,
      s: 'x',
      none: null,
    });
  });

  it('turns Dates back into Timestamps, drops undefined and keeps sentinels', () => {
    const sentinel = serverTimestamp();
    const out = toFirestore({
      when: new Date(5000),
      gone: undefined,
      stamp: sentinel,
      list: [undefined, 'a'],
    }) as Record<string, unknown>;
    expect(out.when).toEqual(Timestamp.fromMillis(5000));
    expect(out).not.toHaveProperty('gone');
    expect(out.stamp).toBe(sentinel);
    expect(out.list).toEqual(['a']);
  });

  it('never writes the record id into the document', () => {
    expect(documentData({ id: 'abc', title: 'T' })).toEqual({ title: 'T' });
  });
});
