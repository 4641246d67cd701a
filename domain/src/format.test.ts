import { afterAll, describe, expect, it } from 'vitest';
import {
  audienceDayAsUtc,
  formatDateBR,
  formatDateTimeBR,
  formatLongDateBR,
  formatMonthYearBR,
  formatShortDayBR,
  formatTimeRange,
  isIsoDate,
  isPastEvent,
  nextEventIndex,
  normaliseTime,
  parseIsoDate,
  toIsoDate,
} from './format';

// The runtime's zone must never show: each case runs in zones far from São Paulo on both sides of UTC.
const ZONES = ['UTC', 'America/Sao_Paulo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo'];
// Node's environment: assigning TZ switches the runtime's zone at once. (domain/ compiles without Node's types.)
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const originalZone = env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete env.TZ;
  else env.TZ = originalZone;
});
const inEveryZone = (name: string, check: () => void) =>
  it.each(ZONES)(`${name} (runtime in %s)`, (zone) => {
    env.TZ = zone;
    check();
  });

describe('parseIsoDate', () => {
  inEveryZone('reads YYYY-MM-DD as midnight of that day in São Paulo', () => {
    expect(parseIsoDate('2026-11-22')?.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(parseIsoDate('2026-01-01')?.toISOString()).toBe('2026-01-01T03:00:00.000Z');
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('22/11/2026')).toBeNull();
    expect(parseIsoDate('2026-11-22T10:00:00Z')).toBeNull();
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
  });

  inEveryZone('round-trips through toIsoDate', () => {
    expect(toIsoDate(parseIsoDate('2025-12-02')!)).toBe('2025-12-02');
  });
});

describe("toIsoDate: São Paulo's calendar day", () => {
  inEveryZone('is still the day before until 03:00 UTC, and the next one from then', () => {
    expect(toIsoDate(new Date('2026-11-23T02:59:59Z'))).toBe('2026-11-22');
    expect(toIsoDate(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
    expect(toIsoDate(new Date('2026-01-01T01:00:00Z'))).toBe('2025-12-31');
  });
});

describe('pt-BR formatting', () => {
  const moment = new Date('2026-11-22T14:05:00-03:00');
  // 00:30 UTC on the 23rd: still the 22nd, 21:30, in São Paulo; the 23rd in UTC, the 22nd evening in Pago Pago.
  const nearMidnightUtc = new Date('2026-11-23T00:30:00Z');
  // 02:30 UTC on New Year's Day: the old year's last evening in São Paulo.
  const newYearUtc = new Date('2027-01-01T02:30:00Z');

  inEveryZone('formats dates as dd/mm/aaaa', () => {
    expect(formatDateBR(moment)).toBe('22/11/2026');
    expect(formatDateBR(new Date('2025-01-05T00:00:00-03:00'))).toBe('05/01/2025');
    expect(formatDateBR(nearMidnightUtc)).toBe('22/11/2026');
    expect(formatDateBR(newYearUtc)).toBe('31/12/2026');
  });

  inEveryZone('formats an event date string without a time-zone shift', () => {
    expect(formatDateBR('2025-12-02')).toBe('02/12/2025');
    expect(formatLongDateBR('2026-01-01')).toBe('1 de janeiro de 2026');
  });

  inEveryZone("formats date and time on São Paulo's clock", () => {
    expect(formatDateTimeBR(moment)).toBe('22/11/2026 14:05');
    expect(formatDateTimeBR(nearMidnightUtc)).toBe('22/11/2026 21:30');
    expect(formatDateTimeBR(new Date('2026-11-23T03:00:00Z'))).toBe('23/11/2026 00:00');
  });

  inEveryZone('formats the long date with the month name', () => {
    expect(formatLongDateBR(moment)).toBe('22 de novembro de 2026');
    expect(formatLongDateBR(new Date('2025-03-09T12:00:00-03:00'))).toBe('9 de março de 2025');
    expect(formatLongDateBR(newYearUtc)).toBe('31 de dezembro de 2026');
  });

  inEveryZone("names a day in short on São Paulo's clock, weekday first", () => {
    expect(formatShortDayBR('2026-12-07')).toBe('seg., 7 de dez.');
    expect(formatShortDayBR('2026-05-03')).toBe('dom., 3 de mai.');
    // 01:30 UTC on the 6th is still Saturday the 5th in São Paulo.
    expect(formatShortDayBR(new Date('2026-12-06T01:30:00Z'))).toBe('sáb., 5 de dez.');
    expect(formatShortDayBR(null)).toBe('');
  });

  inEveryZone("names a day's month and year", () => {
    expect(formatMonthYearBR('2027-03-01')).toBe('março de 2027');
    expect(formatMonthYearBR(newYearUtc)).toBe('dezembro de 2026');
    expect(formatMonthYearBR('2027-02-30')).toBe('');
  });

  inEveryZone("gives the São Paulo day as a UTC midnight for Intl's other languages", () => {
    expect(audienceDayAsUtc(nearMidnightUtc)?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(audienceDayAsUtc('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(audienceDayAsUtc('2026-02-30')).toBeNull();
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
  const today = new Date('2026-11-22T18:00:00-03:00');

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

  inEveryZone("keeps an event open through its whole day on São Paulo's clock", () => {
    const lateOnTheDay = new Date('2026-11-23T02:30:00Z'); // 23:30 on the 22nd in São Paulo
    expect(isPastEvent('2026-11-22', lateOnTheDay)).toBe(false);
    expect(isPastEvent('2026-11-22', new Date('2026-11-23T03:00:00Z'))).toBe(true);
    expect(nextEventIndex([{ date: '2026-11-22' }], lateOnTheDay)).toBe(0);
  });
});
