import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { changeTime, toStatsWrite } from './applyStatsDelta';

describe('toStatsWrite', () => {
  it('turns counts into increments, keeps titles, deletes expired buckets not being counted', () => {
    const write = toStatsWrite(
      { weeks: { '2026-W47': { venturelab: -1 } }, titles: { r1: 'Um' } },
      { weeks: ['2026-W20', '2026-W47'] },
    ) as { weeks: Record<string, unknown>; titles: unknown };
    const week = write.weeks['2026-W47'] as { venturelab: FieldValue };
    expect(week.venturelab.isEqual(FieldValue.increment(-1))).toBe(true);
    expect((write.weeks['2026-W20'] as FieldValue).isEqual(FieldValue.delete())).toBe(true);
    expect(write.titles).toEqual({ r1: 'Um' });
  });
});

describe('changeTime', () => {
  it('is the commit time of a written document and the event time of a delete', () => {
    const updateTime = Timestamp.fromMillis(1_000);
    const after = { exists: true, updateTime } as never;
    expect(changeTime(after, '2026-11-23T00:00:00Z')).toBe(updateTime);
    expect(
      changeTime({ exists: false } as never, '2026-11-23T00:00:00Z')
        .toDate()
        .toISOString(),
    ).toBe('2026-11-23T00:00:00.000Z');
  });
});
