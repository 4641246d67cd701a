import { describe, expect, it } from 'vitest';
import {
  formatDateBR,
  formatDateTimeBR,
  formatLongDateBR,
  formatTimeRange,
  isIsoDate,
  isPastEvent,
  nextEventIndex,
  normaliseTime,
  parseIsoDate,
  toIsoDate,
} from './format';

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD as local midnight of that day', () => {
    const date = parseIsoDate('2026-11-22');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(10);
    expect(date?.getDate()).toBe(22);
    expect(date?.getHours()).toBe(0);
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('22/11/2026')).toBeNull();
    expect(parseIsoDate('2026-11-22T10:00:00Z')).toBeNull();
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
  });

  it('round-trips through toIsoDate', () => {
    expect(toIsoDate(new Date(2025, 11, 2, 23, 59))).toBe('2025-12-02');
  });
});

describe('pt-BR formatting', () => {
  const moment = new Date(2026, 10, 22, 14, 5);

  it('formats dates as dd/mm/aaaa', () => {
    expect(formatDateBR(moment)).toBe('22/11/2026');
    expect(formatDateBR(new Date(2025, 0, 5))).toBe('05/01/2025');
  });

  it('formats an event date string without a time-zone shift', () => {
    expect(formatDateBR('2025-12-02')).toBe('02/12/2025');
    expect(formatLongDateBR('2026-01-01')).toBe('1 de janeiro de 2026');
  });

  it('formats date and time', () => {
    expect(formatDateTimeBR(moment)).toBe('22/11/2026 14:05');
  });

  it('formats the long date with the month name', () => {
    expect(formatLongDateBR(moment)).toBe('22 de novembro de 2026');
    expect(formatLongDateBR(new Date(2025, 2, 9))).toBe('9 de março de 2025');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDateBR(null)).toBe('');
    expect(formatDateTimeBR(undefined)).toBe('');
    expect(formatLongDateBR('not a date')).toBe('');
    expect(formatDateBR(new Date(Number.NaN))).toBe('');
  });
});

describe('times', () => {
  it('normalises HH:MM and HH:MM:SS', () => {
    expect(normaliseTime('19:00')).toBe('19:00');
    expect(normaliseTime('09:30:00')).toBe('09:30');
    expect(normaliseTime('24:00')).toBeNull();
    expect(normaliseTime('9:30')).toBeNull();
    expect(normaliseTime('')).toBeNull();
    expect(normaliseTime(null)).toBeNull();
  });

  it('formats a range, a single start, or nothing', () => {
    expect(formatTimeRange('19:00', '21:30')).toBe('19:00 - 21:30');
    expect(formatTimeRange('19:00:00', '21:30:00')).toBe('19:00 - 21:30');
    expect(formatTimeRange('19:00', null)).toBe('19:00');
    expect(formatTimeRange(null, '21:00')).toBe('');
  });
});

describe('events and today', () => {
  const today = new Date(2026, 10, 22, 18, 0);

  it('closes an event only after its day', () => {
    expect(isPastEvent('2026-11-21', today)).toBe(true);
    expect(isPastEvent('2026-11-22', today)).toBe(false);
    expect(isPastEvent('2026-11-23', today)).toBe(false);
    expect(isPastEvent('2026-11-21', '2026-11-22')).toBe(true);
  });

  it('marks the first event dated today or later as next', () => {
    const events = [{ date: '2026-10-01' }, { date: '2026-11-22' }, { date: '2026-12-01' }];
    expect(nextEventIndex(events, today)).toBe(1);
    expect(nextEventIndex(events, '2026-11-23')).toBe(2);
    expect(nextEventIndex(events, '2027-01-01')).toBe(-1);
    expect(nextEventIndex([], today)).toBe(-1);
  });

  it('picks the earliest upcoming event even in a descending list', () => {
    const events = [
      { date: '2027-03-01' },
      { date: '2026-12-01' },
      { date: '2026-12-01' },
      { date: '2026-01-01' },
    ];
    expect(nextEventIndex(events, today)).toBe(1);
  });
});
