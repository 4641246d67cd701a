import { afterAll, describe, expect, it } from 'vitest';

const original = process.env.TZ;
afterAll(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe('the functions runtime', () => {
  it("runs in the audience's time zone, so any library reading local time agrees with São Paulo", async () => {
    process.env.TZ = 'UTC';
    const lateEvening = new Date(Date.UTC(2026, 10, 23, 1, 30)); // 22:30 on the 22nd in São Paulo
    expect(lateEvening.getDate()).toBe(23);
    await import('./options');
    expect(lateEvening.getDate()).toBe(22);
  });
});
