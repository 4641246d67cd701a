import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appCheckCallableOptions,
  consumedTokenRefusal,
  consumingCallableOptions,
  isAppCheckEnforced,
  requireAppCheck,
} from './appCheck';
import { APP_CHECK_REFUSALS, appCheckRefusal } from './appCheckRefusal';
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
  // Stand-in for App Check's verification with consume: valid once, `alreadyConsumed` after (the emulators
  // run no App Check service, so this is the level at which the refusal can be run).
  const consumed = new Set<string>();
  const accept = async (token: string) => {
    if (!token.startsWith('good')) throw new Error('bad token');
    const alreadyConsumed = consumed.has(token);
    consumed.add(token);
    return { alreadyConsumed };
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

  it('accepts a valid token once, and refuses it copied into a second request', async () => {
    const first = fakeExchange({ 'X-Firebase-AppCheck': 'good-1' });
    expect(await requireAppCheck(first.req, first.res, { enforced: true, verify: accept })).toBe(true);
    expect(first.sent.status).toBeUndefined();
    const copy = fakeExchange({ 'X-Firebase-AppCheck': 'good-1' });
    expect(await requireAppCheck(copy.req, copy.res, { enforced: true, verify: accept })).toBe(false);
    expect(copy.sent).toEqual({ status: 401, body: { error: 'App Check token already used' } });
  });
});

describe('the refusal of a consumed token', () => {
  it('refuses what is missing, invalid or already consumed, and lets a first use through', () => {
    expect(appCheckRefusal({ kind: 'missing' })).toBe(APP_CHECK_REFUSALS.missingOrInvalid);
    expect(appCheckRefusal({ kind: 'invalid' })).toBe(APP_CHECK_REFUSALS.missingOrInvalid);
    expect(appCheckRefusal({ kind: 'verified', alreadyConsumed: true })).toBe('App Check token already used');
    expect(appCheckRefusal({ kind: 'verified', alreadyConsumed: false })).toBeUndefined();
  });

  it("refuses a callable's replayed token only while enforcing", () => {
    expect(consumedTokenRefusal({ alreadyConsumed: true }, true)).toBe(APP_CHECK_REFUSALS.replayed);
    expect(consumedTokenRefusal({ alreadyConsumed: false }, true)).toBeUndefined();
    expect(consumedTokenRefusal({ alreadyConsumed: true }, false)).toBeUndefined();
    // No token while not enforcing: firebase-functions already refused it when enforcing.
    expect(consumedTokenRefusal(undefined, true)).toBeUndefined();
  });

  it('asks firebase-functions to consume the callable token', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(consumingCallableOptions()).toEqual({
      enforceAppCheck: APP_CHECK_ENFORCE,
      consumeAppCheckToken: true,
    });
    vi.unstubAllEnvs();
  });
});
