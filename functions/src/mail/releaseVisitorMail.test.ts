import { describe, expect, it, vi } from 'vitest';
import { RELEASE_ERRORS, releaseHandler } from './releaseVisitorMail';

// The checks that come before any read; releasing itself runs against the emulators
// (tests/integration/mail/ceilings.test.ts).

function call(
  req: Record<string, unknown>,
  appCheck: { enforced: boolean; verify?: () => Promise<{ alreadyConsumed?: boolean }> },
) {
  const answer = { status: 200, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    status: (code: number) => ((answer.status = code), res),
    set: (name: string, value: string) => ((answer.headers[name] = value), res),
    json: (value: unknown) => ((answer.body = value), res),
  };
  const db = vi.fn(() => {
    throw new Error('no read expected');
  });
  const handler = releaseHandler({ db, appCheck, secret: () => 'k', clientHourlyMax: () => 5 });
  const headers = (req.headers ?? {}) as Record<string, string>;
  return handler({ headers, header: (name: string) => headers[name], ...req } as never, res as never).then(
    () => ({ ...answer, read: db.mock.calls.length > 0 }),
  );
}

describe('releaseVisitorMail', () => {
  it('answers POST only, never cached', async () => {
    const answer = await call({ method: 'GET' }, { enforced: false });
    expect(answer).toMatchObject({ status: 405, body: { error: RELEASE_ERRORS.method }, read: false });
    expect(answer.headers).toEqual({ 'Cache-Control': 'no-store', Allow: 'POST' });
  });

  it('refuses a request without a valid App Check token when enforced, and lets a valid one on', async () => {
    const body = { collection: 'leads', id: 'a/b' };
    const refused = await call({ method: 'POST', body }, { enforced: true, verify: () => Promise.reject() });
    expect(refused).toMatchObject({ status: 401, read: false });
    const forged = await call(
      { method: 'POST', body, headers: { 'X-Firebase-AppCheck': 'forged' } },
      { enforced: true, verify: () => Promise.reject(new Error('bad token')) },
    );
    expect(forged.status).toBe(401);
    const valid = await call(
      { method: 'POST', body, headers: { 'X-Firebase-AppCheck': 'good' } },
      { enforced: true, verify: () => Promise.resolve({ alreadyConsumed: false }) },
    );
    expect(valid.status).toBe(400);
    const replayed = await call(
      { method: 'POST', body, headers: { 'X-Firebase-AppCheck': 'good' } },
      { enforced: true, verify: () => Promise.resolve({ alreadyConsumed: true }) },
    );
    expect(replayed).toMatchObject({
      status: 401,
      body: { error: 'App Check token already used' },
      read: false,
    });
  });

  it('refuses a body that names no form of ours, before any read', async () => {
    const bodies = [
      undefined,
      'leads',
      {},
      { collection: 'leads' },
      { collection: 'mail', id: 'abc' },
      { collection: 'leads', id: '' },
      { collection: 'leads', id: 'a/b' },
      { collection: 'event_rsvp', id: 'x'.repeat(65) },
    ];
    for (const body of bodies) {
      expect(await call({ method: 'POST', body }, { enforced: false })).toMatchObject({
        status: 400,
        body: { error: RELEASE_ERRORS.invalid },
        read: false,
      });
    }
  });
});
