import { Timestamp } from 'firebase-admin/firestore';
import { EMULATOR_CLOCK_DOC } from '../../functions/src/emulator/clock';
import { adminFirestore } from './admin-firestore';

/** Longer than any test that pins runs; a pin a failed run leaves behind goes stale after it. */
const PIN_LIFE_MS = 5 * 60_000;

/**
 * Runs `body` with the functions on the emulators counting their mail ceilings at `at` (functions/src/emulator/
 * clock.ts), so the hour or day a test fills cannot turn while it runs, whatever the wall clock does.
 */
export async function withFunctionsClock<T>(at: Date, body: () => Promise<T>): Promise<T> {
  const pin = adminFirestore().doc(EMULATOR_CLOCK_DOC);
  await pin.set({ at: Timestamp.fromDate(at), until: Timestamp.fromMillis(Date.now() + PIN_LIFE_MS) });
  try {
    return await body();
  } finally {
    await pin.delete();
  }
}
