import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@cvc/domain';
import { callOverHttp, type Callable } from '../testing/callOverHttp';

const CALLABLES = {
  inviteStaff: async (): Promise<Callable> => (await import('./inviteStaff')).inviteStaff as Callable,
  updateStaff: async (): Promise<Callable> => (await import('./updateStaff')).updateStaff as Callable,
  removeStaff: async (): Promise<Callable> => (await import('./removeStaff')).removeStaff as Callable,
};

/**
 * Loads the three staff callables afresh under the given environment (their onCall options are read when the
 * module loads, as on a cold start) and serves one of them on a local port, through firebase-functions' real
 * callable wrapper: the part that enforces App Check.
 */
async function callAnonymously(
  name: 'inviteStaff' | 'updateStaff' | 'removeStaff',
  env: Record<string, string>,
) {
  vi.resetModules();
  vi.stubEnv('FUNCTIONS_EMULATOR', '');
  vi.stubEnv('APP_CHECK_ENFORCE', '');
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const callable = await CALLABLES[name]();
  return callOverHttp(callable);
}

afterEach(() => vi.unstubAllEnvs());

describe('staff callables follow the App Check switch', () => {
  for (const name of Object.keys(CALLABLES) as (keyof typeof CALLABLES)[]) {
    it(`${name}: APP_CHECK_ENFORCE=true refuses a call without a token before the handler runs`, async () => {
      const answer = await callAnonymously(name, { APP_CHECK_ENFORCE: 'true' });
      // The SDK's own refusal, not the handler's Portuguese sign-in message.
      expect(answer).toEqual({
        status: 401,
        body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
      });
    });

    it(`${name}: on the emulator (FUNCTIONS_EMULATOR=true) the call reaches the handler`, async () => {
      const answer = await callAnonymously(name, { APP_CHECK_ENFORCE: 'true', FUNCTIONS_EMULATOR: 'true' });
      expect(answer.status).toBe(401);
      expect(answer.body.error?.message).toBe(STAFF_MESSAGES.unauthenticated);
    });
  }
});
