import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { changeTime } from './changeTime';

describe('changeTime', () => {
  const written = new Timestamp(1_700_000_000, 123_456_000);

  it("is a create's or update's own commit time, to the microsecond", () => {
    expect(changeTime(undefined, written, '2020-01-01T00:00:00Z')).toBe(written);
  });

  it("is a delete's event time, or just after the deleted version's last write when the event says earlier", () => {
    const later = '2030-01-01T00:00:00.000Z';
    expect(changeTime(written, undefined, later).toDate().toISOString()).toBe(later);
    const earlier = new Date(written.toMillis() - 500).toISOString();
    expect(changeTime(written, undefined, earlier).toMillis()).toBeGreaterThanOrEqual(written.toMillis());
    expect(changeTime(written, undefined, earlier).nanoseconds).toBe(123_457_000);
  });
});
