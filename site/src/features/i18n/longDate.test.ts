import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatShortDate } from './longDate';

describe('formatLongDate', () => {
  it.each([
    ['pt', '17 de dezembro de 2025'],
    ['en', 'December 17, 2025'],
    ['es', '17 de diciembre de 2025'],
  ])('writes a day in %s', (language, expected) => {
    expect(formatLongDate('2025-12-17', language)).toBe(expected);
    expect(formatLongDate(new Date(2025, 11, 17, 15, 30), language)).toBe(expected);
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
    expect(formatShortDate(new Date(2025, 11, 17, 15, 30), language)).toBe(expected);
  });

  it('gives nothing for a missing date', () => {
    expect(formatShortDate(null, 'en')).toBe('');
    expect(formatShortDate(null, 'pt')).toBe('');
  });
});
