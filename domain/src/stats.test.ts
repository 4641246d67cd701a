import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_DAYS,
  DASHBOARD_WEEKS,
  STATS_DOCS,
  STATS_KEEP_DAYS,
  STATS_KEEP_WEEKS,
  audienceWeek,
  countsTotal,
  downloadStatsDelta,
  downloadStatsOf,
  expiredDays,
  expiredWeeks,
  isEmptyDelta,
  leadStatsDelta,
  leadStatsOf,
  newsletterStatsDelta,
  newsletterStatsOf,
  recentDays,
  recentWeeks,
  rsvpStatsDelta,
  rsvpStatsOf,
} from './stats';
import { audienceDay } from './audience-time';

const NOW = new Date('2026-11-23T15:00:00Z'); // a Monday, week 48 of 2026

describe('bucketing in the audience calendar (São Paulo, UTC-3)', () => {
  it('names the day of São Paulo, not of UTC', () => {
    expect(audienceDay(new Date('2026-11-23T02:59:59Z'))).toBe('2026-11-22');
    expect(audienceDay(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });

  it('names ISO weeks, Monday first, in São Paulo', () => {
    expect(audienceWeek(new Date('2026-11-23T03:00:00Z'))).toBe('2026-W48'); // Monday 00:00 there
    expect(audienceWeek(new Date('2026-11-23T02:59:59Z'))).toBe('2026-W47'); // still Sunday there
    expect(audienceWeek(new Date('2026-11-29T23:00:00Z'))).toBe('2026-W48'); // Sunday 20:00 there
  });

  it('gives the ISO year at year ends', () => {
    expect(audienceWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(audienceWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(audienceWeek(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(audienceWeek(new Date('2027-01-01T02:00:00Z'))).toBe('2026-W53'); // 31 Dec there
  });

  it('lists recent weeks and days oldest first, ending with the current one', () => {
    const weeks = recentWeeks(NOW, DASHBOARD_WEEKS);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-W48');
    expect(weeks[0]).toBe('2026-W37');
    expect(new Set(weeks).size).toBe(12);
    const days = recentDays(NOW, DASHBOARD_DAYS);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe('2026-11-23');
    expect(days[0]).toBe('2026-08-26');
  });

  it('expires the buckets just outside the kept window, never a kept one', () => {
    const weeks = expiredWeeks(NOW);
    expect(weeks).toHaveLength(STATS_KEEP_WEEKS);
    expect(weeks.at(-1)).toBe(recentWeeks(NOW, STATS_KEEP_WEEKS + 1)[0]);
    expect(weeks.filter((w) => recentWeeks(NOW, STATS_KEEP_WEEKS).includes(w))).toEqual([]);
    const days = expiredDays(NOW);
    expect(days.at(-1)).toBe(recentDays(NOW, STATS_KEEP_DAYS + 1)[0]);
    expect(days.filter((d) => recentDays(NOW, STATS_KEEP_DAYS).includes(d))).toEqual([]);
  });

  it('names the three counter documents', () => {
    expect(STATS_DOCS).toEqual({
      leads: 'leads',
      rsvp: 'rsvp',
      downloads: 'downloads',
      newsletter: 'newsletter',
    });
  });
});

describe('counter deltas', () => {
  const lead = { status: 'new', source: 'Associação', created_at: new Date('2026-11-20T12:00:00Z') };

  it('counts a new lead under its status and its week and source', () => {
    expect(leadStatsDelta(null, lead, NOW)).toEqual({
      by_status: { new: 1 },
      weeks: { '2026-W47': { Associação: 1 } },
    });
  });

  it('moves a lead between statuses without touching its week', () => {
    expect(leadStatsDelta(lead, { ...lead, status: 'contacted' }, NOW)).toEqual({
      by_status: { new: -1, contacted: 1 },
      weeks: {},
    });
  });

  it('uncounts a deleted lead', () => {
    expect(leadStatsDelta({ ...lead, status: 'lost' }, null, NOW)).toEqual({
      by_status: { lost: -1 },
      weeks: { '2026-W47': { Associação: -1 } },
    });
  });

  it('changes nothing when only other fields change', () => {
    const delta = leadStatsDelta(lead, { ...lead }, NOW);
    expect(isEmptyDelta(delta)).toBe(true);
    expect(isEmptyDelta(leadStatsDelta(null, lead, NOW))).toBe(false);
  });

  it('leaves a week outside the kept window alone, but still counts the status', () => {
    const old = { ...lead, created_at: new Date('2025-11-20T12:00:00Z') };
    expect(leadStatsDelta(old, null, NOW)).toEqual({ by_status: { new: -1 }, weeks: {} });
  });

  it('counts a lead without a date or source by status only', () => {
    expect(leadStatsDelta(null, { status: 'new', created_at: null }, NOW)).toEqual({
      by_status: { new: 1 },
      weeks: {},
    });
  });

  it('counts sign-ups per event, and per event by status (none yet reads as confirmed)', () => {
    expect(rsvpStatsDelta(null, { event_id: 'e1' })).toEqual({
      by_event: { e1: 1 },
      by_status: { e1: { confirmed: 1 } },
    });
    expect(rsvpStatsDelta({ event_id: 'e1', status: 'waitlisted' }, null)).toEqual({
      by_event: { e1: -1 },
      by_status: { e1: { waitlisted: -1 } },
    });
    expect(isEmptyDelta(rsvpStatsDelta({ event_id: 'e1' }, { event_id: 'e1' }))).toBe(true);
  });

  it('moves a sign-up between statuses and counts its check-in', () => {
    expect(rsvpStatsDelta({ event_id: 'e1' }, { event_id: 'e1', status: 'waitlisted' })).toEqual({
      by_event: {},
      by_status: { e1: { confirmed: -1, waitlisted: 1 } },
    });
    expect(
      rsvpStatsDelta(
        { event_id: 'e1', status: 'confirmed' },
        { event_id: 'e1', status: 'confirmed', checked_in: true },
      ),
    ).toEqual({ by_event: {}, by_status: { e1: { checked_in: 1 } } });
  });

  it('counts downloads per day and report and keeps the report title', () => {
    const download = {
      report_id: 'r1',
      report_title: 'Relatório 2026',
      downloaded_at: new Date('2026-11-23T01:00:00Z'),
    };
    expect(downloadStatsDelta(null, download, NOW)).toEqual({
      days: { '2026-11-22': { r1: 1 } },
      titles: { r1: 'Relatório 2026' },
    });
    expect(downloadStatsDelta(download, null, NOW)).toEqual({
      days: { '2026-11-22': { r1: -1 } },
      titles: {},
    });
  });
});

describe('newsletter counters', () => {
  const requested = { status: 'pending', confirmed_at: null };
  const confirmed = { status: 'confirmed', confirmed_at: new Date('2026-11-10T12:00:00Z') }; // week 46
  const left = { ...confirmed, status: 'unsubscribed', unsubscribed_at: new Date('2026-11-23T02:00:00Z') };

  it('counts a request by status only, and its confirmation in the week it came', () => {
    expect(newsletterStatsDelta(null, requested, NOW)).toEqual({ by_status: { pending: 1 }, weeks: {} });
    expect(newsletterStatsDelta(requested, confirmed, NOW)).toEqual({
      by_status: { pending: -1, confirmed: 1 },
      weeks: { '2026-W46': { joined: 1 } },
    });
  });

  it('counts a confirmed address that leaves in the week it left (São Paulo time), keeping its week joined', () => {
    // 02:00 UTC on Monday the 23rd is still Sunday the 22nd in São Paulo: week 47.
    expect(newsletterStatsDelta(confirmed, left, NOW)).toEqual({
      by_status: { confirmed: -1, unsubscribed: 1 },
      weeks: { '2026-W47': { left: 1 } },
    });
  });

  it('takes an erased address out of every week it was counted in', () => {
    expect(newsletterStatsDelta(left, null, NOW)).toEqual({
      by_status: { unsubscribed: -1 },
      weeks: { '2026-W46': { joined: -1 }, '2026-W47': { left: -1 } },
    });
  });

  it('counts no departure for a request that was never confirmed', () => {
    const suppressed = { status: 'unsubscribed', confirmed_at: null, unsubscribed_at: NOW };
    expect(newsletterStatsDelta(requested, suppressed, NOW)).toEqual({
      by_status: { pending: -1, unsubscribed: 1 },
      weeks: {},
    });
  });

  it('writes nothing for a resent confirmation', () => {
    expect(isEmptyDelta(newsletterStatsDelta(requested, { ...requested }, NOW))).toBe(true);
  });

  it('recounts as the sum of the live deltas', () => {
    expect(newsletterStatsOf([requested, confirmed, left, confirmed], NOW)).toEqual({
      by_status: { pending: 1, confirmed: 2, unsubscribed: 1 },
      weeks: { '2026-W46': { joined: 3 }, '2026-W47': { left: 1 } },
    });
  });
});

describe('recount', () => {
  it('sums every document into absolute counters', () => {
    const at = new Date('2026-11-20T12:00:00Z');
    const stats = leadStatsOf(
      [
        { status: 'new', source: 'Associação', created_at: at },
        { status: 'new', source: 'venturelab', created_at: at },
        { status: 'lost', source: 'Associação', created_at: at },
        { status: 'new', source: 'Associação', created_at: new Date('2020-01-01T00:00:00Z') },
      ],
      NOW,
    );
    expect(stats).toEqual({
      by_status: { new: 3, lost: 1 },
      weeks: { '2026-W47': { Associação: 2, venturelab: 1 } },
    });
    expect(countsTotal(stats.by_status)).toBe(4);
  });

  it('gives every part, empty, for an empty collection', () => {
    expect(leadStatsOf([], NOW)).toEqual({ by_status: {}, weeks: {} });
    expect(rsvpStatsOf([])).toEqual({ by_event: {}, by_status: {} });
    expect(downloadStatsOf([], NOW)).toEqual({ days: {}, titles: {} });
    expect(countsTotal(undefined)).toBe(0);
  });

  it('equals the sum of live deltas', () => {
    const signUps = [{ event_id: 'a' }, { event_id: 'b' }, { event_id: 'a' }];
    expect(rsvpStatsOf(signUps)).toEqual({
      by_event: { a: 2, b: 1 },
      by_status: { a: { confirmed: 2 }, b: { confirmed: 1 } },
    });
    const downloads = [
      { report_id: 'r1', report_title: 'Um', downloaded_at: NOW },
      { report_id: 'r2', report_title: 'Dois', downloaded_at: NOW },
      { report_id: 'r1', report_title: 'Um', downloaded_at: new Date('2025-01-01T00:00:00Z') },
    ];
    expect(downloadStatsOf(downloads, NOW)).toEqual({
      days: { '2026-11-23': { r1: 1, r2: 1 } },
      titles: { r1: 'Um', r2: 'Dois' },
    });
  });
});
