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

  it('writes no empty map, which a set with merge would take as "replace with nothing"', () => {
    expect(toStatsWrite({ titles: {}, weeks: { '2026-W47': {} } }, { days: [] })).toEqual({});
    expect(Object.keys(toStatsWrite({ total: 1, titles: {} }, { weeks: [] }))).toEqual(['total']);
  });
});

describe('changeTime', () => {
  it('is the commit time of a written document', () => {
    const updateTime = Timestamp.fromMillis(1_000);
    const after = { exists: true, updateTime } as never;
    expect(changeTime(after, '2026-11-23T00:00:00Z')).toBe(updateTime);
  });

  it("is a delete's event time, or the end of its second when the time is given to the second", () => {
    const deleted = { exists: false } as never;
    const iso = (time: string) => changeTime(deleted, time).toDate().toISOString();
    expect(iso('2026-11-23T10:00:05.250Z')).toBe('2026-11-23T10:00:05.250Z');
    expect(iso('2026-11-23T10:00:05.000250Z')).toBe('2026-11-23T10:00:05.000Z');
    expect(iso('2026-11-23T10:00:05.000Z')).toBe('2026-11-23T10:00:05.999Z');
    expect(iso('2026-11-23T10:00:05Z')).toBe('2026-11-23T10:00:05.999Z');
  });
});
