import { describe, expect, it } from 'vitest';
import { isAppCheckEnforced, requireAppCheck } from './appCheck';

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
  it('is on only when APP_CHECK_ENFORCE is true, and never on the emulator', () => {
    expect(isAppCheckEnforced({})).toBe(false);
    expect(isAppCheckEnforced({ APP_CHECK_ENFORCE: 'TRUE' })).toBe(true);
    expect(isAppCheckEnforced({ APP_CHECK_ENFORCE: '1' })).toBe(false);
    expect(isAppCheckEnforced({ APP_CHECK_ENFORCE: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
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
