import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_DOWNLOAD_MESSAGES } from '@cvc/domain';
import { callOverHttp, type Callable } from '../testing/callOverHttp';

/**
 * Loads downloadReport afresh under the given environment (its onCall options are read when the module loads,
 * as on a cold start) and calls it with an empty form through firebase-functions' real callable wrapper.
 */
async function callWithEmptyForm(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('FUNCTIONS_EMULATOR', '');
  vi.stubEnv('APP_CHECK_ENFORCE', '');
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const callable = (await import('./downloadReport')).downloadReport as unknown as Callable;
  return callOverHttp(callable);
}

afterEach(() => vi.unstubAllEnvs());

describe('downloadReport follows the App Check switch', () => {
  it('APP_CHECK_ENFORCE=true refuses a call without a token before the handler runs', async () => {
    expect(await callWithEmptyForm({ APP_CHECK_ENFORCE: 'true' })).toEqual({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
    });
  });

  it('without enforcement the call reaches the handler, which refuses the empty form', async () => {
    const answer = await callWithEmptyForm({ APP_CHECK_ENFORCE: 'true', FUNCTIONS_EMULATOR: 'true' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(REPORT_DOWNLOAD_MESSAGES.invalidRequest);
  });
});
