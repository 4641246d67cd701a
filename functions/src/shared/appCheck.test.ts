import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCheckCallableOptions, isAppCheckEnforced, requireAppCheck } from './appCheck';
import { APP_CHECK_ENFORCE } from './params';

function fakeExchange(headers: Record<string, string>) {
  const sent: { status?: number; body?: unknown } = {};
  const req = { header: (name: string) => headers[name] } as Parameters<typeof requireAppCheck>[0];
  const res = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as Parameters<typeof requireAppCheck>[1];
  return { req, res, sent };
}

describe('isAppCheckEnforced', () => {
  afterEach(() => vi.unstubAllEnvs());
  const enforcedWith = (env: Record<string, string>) => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_CHECK_ENFORCE', '');
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    return isAppCheckEnforced();
  };

  it('is on only when the APP_CHECK_ENFORCE parameter is true, and never on the emulator', () => {
    expect(enforcedWith({})).toBe(false);
    expect(enforcedWith({ APP_CHECK_ENFORCE: 'true' })).toBe(true);
    expect(enforcedWith({ APP_CHECK_ENFORCE: 'false' })).toBe(false);
    expect(enforcedWith({ APP_CHECK_ENFORCE: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });

  it('hands onCall the parameter itself off the emulator, so the deploy resolves it', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(appCheckCallableOptions().enforceAppCheck).toBe(APP_CHECK_ENFORCE);
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(appCheckCallableOptions().enforceAppCheck).toBe(false);
  });
});

describe('requireAppCheck', () => {
  const accept = async (token: string) => {
    if (token !== 'good') throw new Error('bad token');
  };

  it('lets every request through when enforcement is off', async () => {
    const { req, res, sent } = fakeExchange({});
    expect(await requireAppCheck(req, res, { enforced: false, verify: accept })).toBe(true);
    expect(sent.status).toBeUndefined();
  });

  it('answers 401 without a token or with an invalid one', async () => {
    for (const headers of [{}, { 'X-Firebase-AppCheck': 'forged' }] as Record<string, string>[]) {
      const { req, res, sent } = fakeExchange(headers);
      expect(await requireAppCheck(req, res, { enforced: true, verify: accept })).toBe(false);
      expect(sent).toEqual({ status: 401, body: { error: 'App Check token missing or invalid' } });
    }
  });

  it('accepts a valid token', async () => {
    const { req, res, sent } = fakeExchange({ 'X-Firebase-AppCheck': 'good' });
    expect(await requireAppCheck(req, res, { enforced: true, verify: accept })).toBe(true);
    expect(sent.status).toBeUndefined();
  });
});
