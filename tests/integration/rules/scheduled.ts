import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SITE_SEARCH_COLLECTION } from '@cvc/domain';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
} from '../../support/rules-firestore';
import type { Firestore, Query } from '../../support/rules-firestore';
import { ANONYMOUS, allowed, asServer, dbAs, staffWith } from '../../support/rules';
import { stampedAs } from '../../support/rules-matrix';
import type { Target } from '../../support/rules-matrix';
import * as F from '../../support/rules-fixtures';

// An item scheduled a few seconds ahead, read by a visitor before and after its time. The time is written
// relative to now and the reads polled, bounded: no test waits on the wall clock's hour.
const AHEAD_MS = 3_000;
const PATIENCE_MS = 20_000;

const visibleNow = {
  news: (db: Firestore): Query =>
    query(
      collection(db, COLLECTIONS.news),
      where('status', '==', 'published'),
      where('published_at', '<=', new Date()),
    ),
  reports: (db: Firestore): Query =>
    query(collection(db, COLLECTIONS.reports), where('published_at', '<=', new Date())),
  events: (db: Firestore): Query =>
    query(
      collection(db, COLLECTIONS.events),
      where('enabled', '==', true),
      where('published_at', '<=', new Date()),
    ),
  site_search: (db: Firestore): Query =>
    query(collection(db, SITE_SEARCH_COLLECTION), where('visible_from', '<=', new Date())),
} as const;

async function listedIds(list: Query): Promise<string[]> {
  return (await getDocs(list)).docs.map((item) => item.id);
}

export function describeScheduled(): void {
  describe('a scheduled item, for a visitor', () => {
    it('is refused by get and missing from the site list before its time, and both after it', async () => {
      const at = Timestamp.fromMillis(Date.now() + AHEAD_MS);
      const items = {
        news: { ...F.news(true), published_at: at },
        reports: { ...F.report(true), published_at: at },
        events: { ...F.event(true), published_at: at },
        site_search: { ...F.searchEntry(), visible_from: at },
      };
      const id = `scheduled-${Date.now()}`;
      await asServer(async (server) => {
        for (const [name, data] of Object.entries(items)) await setDoc(doc(server, name, id), data);
      });
      const visitor = dbAs(ANONYMOUS);
      for (const name of Object.keys(items) as (keyof typeof items)[]) {
        expect(await allowed(getDoc(doc(visitor, name, id))), `${name}: get before`).toBe(false);
        expect(await listedIds(visibleNow[name](visitor)), `${name}: list before`).not.toContain(id);
      }
      // A query bounded past the schedule would take it: refused whole.
      const beyond = query(collection(visitor, COLLECTIONS.news), where('status', '==', 'published'));
      expect(await allowed(getDocs(query(beyond, where('published_at', '<=', F.beyondEverySchedule))))).toBe(
        false,
      );
      const events = query(collection(visitor, COLLECTIONS.events), where('enabled', '==', true));
      expect(await allowed(getDocs(events)), 'events without a time bound').toBe(false);
      expect(
        await allowed(getDocs(query(events, where('published_at', '<=', F.beyondEverySchedule)))),
        'events bounded past the schedule',
      ).toBe(false);

      for (const name of Object.keys(items) as (keyof typeof items)[]) {
        await expect
          .poll(() => allowed(getDoc(doc(visitor, name, id))), { timeout: PATIENCE_MS, interval: 500 })
          .toBe(true);
        expect(await listedIds(visibleNow[name](visitor)), `${name}: list after`).toContain(id);
      }
    });

    it('is refused by get from its unpublish time on, and a news holder can still read it', async () => {
      const leaves = Timestamp.fromMillis(Date.now() + AHEAD_MS);
      const id = `withdrawn-${Date.now()}`;
      await asServer((server) =>
        setDoc(doc(server, COLLECTIONS.news, id), {
          ...F.news(true),
          published_at: F.aDate,
          unpublish_at: leaves,
        }),
      );
      const visitor = dbAs(ANONYMOUS);
      expect(await allowed(getDoc(doc(visitor, COLLECTIONS.news, id))), 'get before').toBe(true);
      await expect
        .poll(() => allowed(getDoc(doc(visitor, COLLECTIONS.news, id))), {
          timeout: PATIENCE_MS,
          interval: 500,
        })
        .toBe(false);
      expect(await allowed(getDoc(doc(dbAs(staffWith('news')), COLLECTIONS.news, id)))).toBe(true);
    });

    it('is an event refused by get and closed to sign-ups from its unpublish time on, still read by its holders', async () => {
      const leaves = Timestamp.fromMillis(Date.now() + AHEAD_MS);
      const id = `withdrawn-event-${Date.now()}`;
      await asServer((server) =>
        setDoc(doc(server, COLLECTIONS.events, id), { ...F.event(true), unpublish_at: leaves }),
      );
      const visitor = dbAs(ANONYMOUS);
      expect(await allowed(getDoc(doc(visitor, COLLECTIONS.events, id))), 'get before').toBe(true);
      await expect
        .poll(() => allowed(getDoc(doc(visitor, COLLECTIONS.events, id))), {
          timeout: PATIENCE_MS,
          interval: 500,
        })
        .toBe(false);
      const signUp = doc(collection(visitor, COLLECTIONS.eventRsvp));
      expect(await allowed(setDoc(signUp, F.publicRsvp(id))), 'sign-up after').toBe(false);
      for (const key of ['events', 'rsvp'] as const)
        expect(await allowed(getDoc(doc(dbAs(staffWith(key)), COLLECTIONS.events, id))), key).toBe(true);
    });

    it('is an event closed to sign-ups before its time and open after', async () => {
      const id = `scheduled-event-${Date.now()}`;
      await asServer((server) =>
        setDoc(doc(server, COLLECTIONS.events, id), {
          ...F.event(true),
          published_at: Timestamp.fromMillis(Date.now() + AHEAD_MS),
        }),
      );
      const visitor = dbAs(ANONYMOUS);
      const signUp = () => setDoc(doc(collection(visitor, COLLECTIONS.eventRsvp)), F.publicRsvp(id));
      expect(await allowed(signUp()), 'sign-up before').toBe(false);
      await expect.poll(() => allowed(signUp()), { timeout: PATIENCE_MS, interval: 500 }).toBe(true);
    });
  });

  describe('a schedule, as an events holder writes it', () => {
    const editor = staffWith('events');
    const target = { collection: COLLECTIONS.events } as Target;
    const write = (data: Record<string, unknown>) =>
      allowed(
        setDoc(
          doc(dbAs(editor), COLLECTIONS.events, `schedule-${Math.random().toString(36).slice(2)}`),
          stampedAs(target, editor, data, 'create'),
        ),
      );
    const later = Timestamp.fromDate(new Date('2025-07-01T12:00:00Z'));
    const earlier = Timestamp.fromDate(new Date('2025-05-01T12:00:00Z'));

    it('needs a publication time, and an unpublish time after it', async () => {
      expect(await write(F.event(true))).toBe(true);
      expect(await write(F.scheduled(F.event(true)))).toBe(true);
      expect(await write({ ...F.event(true), unpublish_at: later })).toBe(true);
      // The site's lists ask published_at of every event: one without it would be lost to them.
      const { published_at: _none, ...undated } = F.event(true);
      expect(await write(undated)).toBe(false);
      expect(await write({ ...F.event(true), published_at: null })).toBe(false);
      expect(await write({ ...F.event(true), published_at: '2025-06-01T12:00' })).toBe(false);
      expect(await write({ ...F.event(true), unpublish_at: earlier })).toBe(false);
      expect(await write({ ...F.event(true), unpublish_at: F.aDate })).toBe(false);
    });

    it('is refused to a news holder', async () => {
      const news = staffWith('news');
      const data = stampedAs(target, news, F.scheduled(F.event(true)), 'create');
      expect(await allowed(setDoc(doc(dbAs(news), COLLECTIONS.events, 'schedule-by-news'), data))).toBe(
        false,
      );
    });
  });

  describe('an unpublish time, as a news holder writes it', () => {
    const editor = staffWith('news');
    const target = { collection: COLLECTIONS.news } as Target;
    const write = (data: Record<string, unknown>) =>
      allowed(
        setDoc(
          doc(dbAs(editor), COLLECTIONS.news, `unpublish-${Math.random().toString(36).slice(2)}`),
          stampedAs(target, editor, data, 'create'),
        ),
      );
    const later = Timestamp.fromDate(new Date('2025-07-01T12:00:00Z'));
    const earlier = Timestamp.fromDate(new Date('2025-05-01T12:00:00Z'));

    it('is accepted after the publication, refused at or before it and on an undated draft', async () => {
      expect(await write({ ...F.news(true), unpublish_at: later })).toBe(true);
      expect(await write({ ...F.news(true), unpublish_at: null })).toBe(true);
      expect(await write({ ...F.news(true), unpublish_at: earlier })).toBe(false);
      expect(await write({ ...F.news(true), unpublish_at: F.aDate })).toBe(false);
      expect(await write({ ...F.news(false), unpublish_at: later })).toBe(false);
      expect(await write({ ...F.news(true), unpublish_at: '2025-07-01T12:00' })).toBe(false);
    });
  });
}
