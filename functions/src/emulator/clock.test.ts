import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMULATOR_CLOCK_DOC, ceilingNow } from './clock';

// The pin is read on the emulators only; the emulator suites pin it (tests/support/functions-clock.ts).

function dbWith(pin: Record<string, unknown> | undefined) {
  const doc = vi.fn(() => ({ get: async () => ({ get: (field: string) => pin?.[field] }) }));
  return { db: { doc } as unknown as Firestore, doc };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('ceilingNow', () => {
  const at = new Date(Date.UTC(2026, 10, 25, 21, 59, 30));
  const live = () => ({ at: Timestamp.fromDate(at), until: Timestamp.fromMillis(Date.now() + 60_000) });

  it('is the wall clock outside the emulators, without reading any pin', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const { db, doc } = dbWith(live());
    const before = Date.now();
    const now = (await ceilingNow(db)).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(doc).not.toHaveBeenCalled();
  });

  it('is the pinned time on the emulators while the pin lasts', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const { db, doc } = dbWith(live());
    expect(await ceilingNow(db)).toEqual(at);
    expect(doc).toHaveBeenCalledWith(EMULATOR_CLOCK_DOC);
  });

  it('is the wall clock on the emulators with no pin, or a stale one', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    for (const pin of [
      undefined,
      { at: Timestamp.fromDate(at), until: Timestamp.fromMillis(Date.now() - 1) },
    ]) {
      const before = Date.now();
      expect((await ceilingNow(dbWith(pin).db)).getTime()).toBeGreaterThanOrEqual(before);
    }
  });
});
