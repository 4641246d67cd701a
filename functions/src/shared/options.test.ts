import { afterAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '@cvc/domain';

const original = process.env.TZ;
afterAll(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe('the functions runtime', () => {
  it("reads dates in the audience's time zone, so a server render agrees with a Brazilian browser", async () => {
    process.env.TZ = 'UTC';
    const lateEvening = new Date(Date.UTC(2026, 10, 23, 1, 30)); // 22:30 on the 22nd in São Paulo
    expect(toIsoDate(lateEvening)).toBe('2026-11-23');
    await import('./options');
    expect(toIsoDate(lateEvening)).toBe('2026-11-22');
  });
});
