import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';

// Stand-in for firebase/app-check (no reCAPTCHA in a unit test): records what the set-up does with it.
const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn((app: unknown, options: unknown) => ({ app, options })),
  getLimitedUseToken: vi.fn(async (_appCheck: unknown) => ({ token: 'limited-use-token' })),
}));
vi.mock('firebase/app-check', () => ({
  initializeAppCheck: sdk.initializeAppCheck,
  getLimitedUseToken: sdk.getLimitedUseToken,
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {}
  },
}));

/** A fresh module, as a page load evaluates it. */
async function load() {
  vi.resetModules();
  return import('./app-check-client');
}

const app = { name: 'app' } as FirebaseApp;
const appCheck = { app } as AppCheck;

beforeEach(() => {
  sdk.initializeAppCheck.mockClear();
  sdk.getLimitedUseToken.mockClear();
});

describe('initAppCheck', () => {
  it('initialises reCAPTCHA Enterprise with token refresh once, then returns the same App Check', async () => {
    const { initAppCheck } = await load();
    const first = await initAppCheck(app, 'site-key-123');
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: 'site-key-123' }),
      isTokenAutoRefreshEnabled: true,
    });
    expect(await initAppCheck(app, 'site-key-123')).toBe(first);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});

describe('limitedUseTokenHeaders', () => {
  it('carries a limited-use token, asked for this call, in the App Check header', async () => {
    const { limitedUseTokenHeaders } = await load();
    expect(await limitedUseTokenHeaders(appCheck)).toEqual({ 'X-Firebase-AppCheck': 'limited-use-token' });
    expect(await limitedUseTokenHeaders(appCheck)).toEqual({ 'X-Firebase-AppCheck': 'limited-use-token' });
    expect(sdk.getLimitedUseToken.mock.calls).toEqual([[appCheck], [appCheck]]);
  });

  it('is empty, and does not throw, when no token can be had', async () => {
    const { limitedUseTokenHeaders } = await load();
    sdk.getLimitedUseToken.mockRejectedValueOnce(new Error('appCheck/recaptcha-error'));
    expect(await limitedUseTokenHeaders(appCheck)).toEqual({});
    sdk.getLimitedUseToken.mockResolvedValueOnce({ token: '' });
    expect(await limitedUseTokenHeaders(appCheck)).toEqual({});
  });
});
