import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatLongDate, formatMonthYear, formatShortDate } from './longDate';

describe('formatLongDate', () => {
  it.each([
    ['pt', '17 de dezembro de 2025'],
    ['en', 'December 17, 2025'],
    ['es', '17 de diciembre de 2025'],
  ])('writes a day in %s', (language, expected) => {
    expect(formatLongDate('2025-12-17', language)).toBe(expected);
    expect(formatLongDate(new Date('2025-12-17T15:30:00-03:00'), language)).toBe(expected);
  });

  it('gives nothing for a missing or impossible date', () => {
    expect(formatLongDate(null, 'es')).toBe('');
    expect(formatLongDate('2025-02-30', 'en')).toBe('');
    expect(formatLongDate(new Date(Number.NaN), 'pt')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it.each([
    ['pt', 'março de 2027'],
    ['en', 'March 2027'],
    ['es', 'marzo de 2027'],
  ])('names the month in %s', (language, expected) => {
    expect(formatMonthYear('2027-03-01', language)).toBe(expected);
  });
});

describe('formatShortDate', () => {
  it.each([
    ['pt', '17/12/2025'],
    ['es', '17/12/2025'],
    ['en', 'Dec 17, 2025'],
  ])("writes a card's date in %s", (language, expected) => {
    expect(formatShortDate(new Date('2025-12-17T15:30:00-03:00'), language)).toBe(expected);
  });

  it('gives nothing for a missing date', () => {
    expect(formatShortDate(null, 'en')).toBe('');
    expect(formatShortDate(null, 'pt')).toBe('');
  });
});

describe("São Paulo's day, whatever the runtime's zone", () => {
  const originalZone = process.env.TZ;
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });
  // 01:30 UTC on the 18th is still 22:30 on the 17th in São Paulo.
  const lateEvening = new Date('2025-12-18T01:30:00Z');

  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('prints the 17th in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatLongDate(lateEvening, 'en')).toBe('December 17, 2025');
    expect(formatLongDate(lateEvening, 'es')).toBe('17 de diciembre de 2025');
    expect(formatLongDate(lateEvening, 'pt')).toBe('17 de dezembro de 2025');
    expect(formatShortDate(lateEvening, 'en')).toBe('Dec 17, 2025');
    expect(formatShortDate(lateEvening, 'es')).toBe('17/12/2025');
    expect(formatLongDate('2025-12-17', 'en')).toBe('December 17, 2025');
    expect(formatMonthYear('2027-03-01', 'en')).toBe('March 2027');
  });
});

describe("Intl's own words, without building Intl", () => {
  const firstOfEachMonth = Array.from(
    { length: 12 },
    (_, month) => `2026-${String(month + 1).padStart(2, '0')}-01`,
  );
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => (date: string) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

  it.each(firstOfEachMonth)('writes %s as Intl does in English and Spanish', (date) => {
    expect(formatLongDate(date, 'en')).toBe(
      intl('en-US', { day: 'numeric', month: 'long', year: 'numeric' })(date),
    );
    expect(formatLongDate(date, 'es')).toBe(
      intl('es', { day: 'numeric', month: 'long', year: 'numeric' })(date),
    );
    expect(formatMonthYear(date, 'en')).toBe(intl('en-US', { month: 'long', year: 'numeric' })(date));
    expect(formatMonthYear(date, 'es')).toBe(intl('es', { month: 'long', year: 'numeric' })(date));
    expect(formatShortDate(date, 'en')).toBe(
      intl('en-US', { day: 'numeric', month: 'short', year: 'numeric' })(date),
    );
  });

  it('builds no Intl formatter in any language', () => {
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    const perCall = vi.spyOn(Date.prototype, 'toLocaleDateString');
    for (const language of ['pt', 'en', 'es']) {
      formatLongDate('2025-12-17', language);
      formatMonthYear('2025-12-17', language);
      formatShortDate('2025-12-17', language);
    }
    expect(build).not.toHaveBeenCalled();
    expect(perCall).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
