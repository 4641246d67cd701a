import { describe, expect, it } from 'vitest';
import {
  audienceDay,
  audienceDayBounds,
  audienceInstant,
  audienceIsoDateTime,
  audienceUtcOffset,
  audienceWallClock,
  fromAudienceWallClock,
} from './audience-time';

// São Paulo is three hours behind UTC all year since 2019: the instants below are written out in UTC.
describe("the audience's clock", () => {
  it('reads an instant as São Paulo’s day, three hours behind UTC', () => {
    expect(audienceDay(new Date('2026-12-02T02:59:59.999Z'))).toBe('2026-12-01');
    expect(audienceDay(new Date('2026-12-02T03:00:00.000Z'))).toBe('2026-12-02');
    expect(audienceWallClock(new Date('2026-12-02T03:00:00.000Z')).toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    );
    expect(fromAudienceWallClock(new Date('2026-12-02T00:00:00.000Z')).toISOString()).toBe(
      '2026-12-02T03:00:00.000Z',
    );
    expect(audienceUtcOffset()).toBe('-03:00');
  });

  it('gives a wall-clock time’s instant and a day’s first and last millisecond', () => {
    expect(audienceInstant(2026, 12, 2, 19 * 60).toISOString()).toBe('2026-12-02T22:00:00.000Z');
    expect(audienceInstant(2026, 12, 31, 23 * 60 + 30).toISOString()).toBe('2027-01-01T02:30:00.000Z');
    const { start, end } = audienceDayBounds('2026-12-02');
    expect(start.toISOString()).toBe('2026-12-02T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-03T02:59:59.999Z');
  });

  it('writes an instant as São Paulo’s date and time with its offset, to the second', () => {
    expect(audienceIsoDateTime(new Date('2026-03-10T12:30:00.000Z'))).toBe('2026-03-10T09:30:00-03:00');
    expect(audienceIsoDateTime(new Date('2026-03-11T02:59:59.999Z'))).toBe('2026-03-10T23:59:59-03:00');
  });
});
