import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PageCursors } from './pageCursors';

const snapshot = (id: string) => ({ id }) as unknown as QueryDocumentSnapshot;

describe('PageCursors', () => {
  it('remembers the end of each page per query and finds the nearest known page', () => {
    const cursors = new PageCursors();
    const key = PageCursors.key('news', { status: 'published' }, 10);
    cursors.set(key, 1, snapshot('a'));
    cursors.set(key, 3, snapshot('c'));
    expect(cursors.get(key, 3)?.id).toBe('c');
    expect(cursors.nearestBefore(key, 5)).toBe(3);
    expect(cursors.nearestBefore(key, 3)).toBe(1);
    expect(cursors.nearestBefore(key, 1)).toBe(0);
    expect(cursors.get(PageCursors.key('news', {}, 10), 1)).toBeUndefined();
  });

  it('forgets every query of a collection once it is written, and only that collection', () => {
    const cursors = new PageCursors();
    const news = PageCursors.key('news', {}, 10);
    const newsDrafts = PageCursors.key('news', { status: 'draft' }, 10);
    const events = PageCursors.key('events', {}, 10);
    [news, newsDrafts, events].forEach((key) => cursors.set(key, 1, snapshot(key)));
    cursors.forget('news');
    expect(cursors.get(news, 1)).toBeUndefined();
    expect(cursors.get(newsDrafts, 1)).toBeUndefined();
    expect(cursors.get(events, 1)).toBeDefined();
  });
});
