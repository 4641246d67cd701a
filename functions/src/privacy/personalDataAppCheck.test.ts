import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@cvc/domain';
import { callOverHttp, type Callable } from '../testing/callOverHttp';

/** Loads the callable afresh under `env` (onCall reads its options at load, as on a cold start) and calls it. */
async function callAnonymously(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('FUNCTIONS_EMULATOR', '');
  vi.stubEnv('APP_CHECK_ENFORCE', '');
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { personalData } = await import('./personalData');
  return callOverHttp(personalData as Callable);
}

afterEach(() => vi.unstubAllEnvs());

describe('personalData follows the App Check switch, like the staff callables', () => {
  it('APP_CHECK_ENFORCE=true refuses a call without a token before the handler runs', async () => {
    const answer = await callAnonymously({ APP_CHECK_ENFORCE: 'true' });
    expect(answer).toEqual({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
    });
  });

  it('an anonymous caller reaches the handler on the emulator and is refused there', async () => {
    const answer = await callAnonymously({ APP_CHECK_ENFORCE: 'true', FUNCTIONS_EMULATOR: 'true' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.message).toBe(STAFF_MESSAGES.unauthenticated);
  });
});
