import { describe, expect, it } from 'vitest';
import {
  EVENT_DEFAULT_DURATION_MINUTES,
  addDays,
  eventIsoDates,
  eventTimes,
  localToUtc,
} from './event-calendar';
import type { CvcEvent } from './schemas/event';
import { audienceUtcOffset } from './audience-time';

const EVENT: CvcEvent = {
  id: 'forum-2026',
  title: 'Fórum CVC, edição 2026',
  date: '2026-11-22',
  location: 'Av. Paulista, 1000; São Paulo',
  description: 'Encontro anual & networking',
  full_description: null,
  image_url: null,
  registration_url: null,
  start_time: '19:00',
  end_time: '21:30',
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
};

describe('eventTimes', () => {
  it('has no start time: an all-day event ending (exclusively) the next day', () => {
    expect(eventTimes({ date: '2026-12-31', start_time: null, end_time: '18:00' })).toEqual({
      allDay: true,
      start: '2026-12-31',
      end: '2027-01-01',
    });
  });

  it('has a start and an end on the same day', () => {
    expect(eventTimes(EVENT)).toEqual({
      allDay: false,
      start: { date: '2026-11-22', time: '19:00' },
      end: { date: '2026-11-22', time: '21:30' },
    });
  });

  it('lasts two hours when it has a start but no end', () => {
    expect(EVENT_DEFAULT_DURATION_MINUTES).toBe(120);
    expect(eventTimes({ date: '2026-11-22', start_time: '09:15', end_time: null }).end).toEqual({
      date: '2026-11-22',
      time: '11:15',
    });
  });

  it('runs past midnight when the end is at or before the start', () => {
    expect(eventTimes({ date: '2026-02-28', start_time: '22:00', end_time: '01:30' }).end).toEqual({
      date: '2026-03-01',
      time: '01:30',
    });
    expect(eventTimes({ date: '2026-11-22', start_time: '23:00', end_time: null }).end).toEqual({
      date: '2026-11-23',
      time: '01:00',
    });
  });

  it('accepts times stored with seconds', () => {
    expect(eventTimes({ date: '2026-11-22', start_time: '19:00:00', end_time: '20:00:00' })).toMatchObject({
      start: { time: '19:00' },
      end: { time: '20:00' },
    });
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads São Paulo wall-clock time as UTC-3', () => {
    expect(audienceUtcOffset()).toBe('-03:00');
    expect(localToUtc({ date: '2026-11-22', time: '22:30' }).toISOString()).toBe('2026-11-23T01:30:00.000Z');
  });
});

describe('eventIsoDates', () => {
  it('gives dates with the São Paulo offset for a timed event', () => {
    expect(eventIsoDates(EVENT)).toEqual({
      start: '2026-11-22T19:00:00-03:00',
      end: '2026-11-22T21:30:00-03:00',
    });
  });

  it('gives the day itself, start and end, for an all-day event', () => {
    expect(eventIsoDates({ date: '2026-11-22', start_time: null, end_time: null })).toEqual({
      start: '2026-11-22',
      end: '2026-11-22',
    });
  });
});
