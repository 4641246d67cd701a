import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Stand-in for firebase/app-check (no reCAPTCHA in a unit test): records what the wiring does with it. The
// factory runs only if some module imports firebase/app-check, which is how "never imported" is observed.
const sdk = vi.hoisted(() => ({
  imported: 0,
  initializeAppCheck: vi.fn((app: unknown, options: unknown) => ({ app, options })),
}));
vi.mock('firebase/app-check', () => {
  sdk.imported += 1;
  return {
    initializeAppCheck: sdk.initializeAppCheck,
    ReCaptchaEnterpriseProvider: class {
      constructor(readonly siteKey: string) {}
    },
  };
});

/** A fresh providers/firebase.ts, as the console's page load evaluates it under the given site key. */
async function loadConsole(siteKey: string) {
  vi.resetModules();
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-cvc');
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'demo-api-key');
  vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', siteKey);
  return { firebase: await import('./firebase'), appCheck: await import('@cvc/web') };
}

beforeEach(() => {
  sdk.imported = 0;
  sdk.initializeAppCheck.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('App Check switch (console)', () => {
  it('stays off without a site key and never imports firebase/app-check', async () => {
    const { firebase } = await loadConsole('');
    expect(firebase.appCheck).toBeNull();
    expect(sdk.imported).toBe(0);
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
  });

  it('with a site key, initialises reCAPTCHA Enterprise once on the console app before auth and db exist', async () => {
    const { firebase, appCheck } = await loadConsole('console-key-456');
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    const [app, options] = sdk.initializeAppCheck.mock.calls[0]!;
    expect(app).toBe(firebase.db.app);
    expect(app).toBe(firebase.auth.app);
    expect(options).toEqual({
      provider: expect.objectContaining({ siteKey: 'console-key-456' }),
      isTokenAutoRefreshEnabled: true,
    });
    expect(firebase.appCheck).toBe(sdk.initializeAppCheck.mock.results[0]!.value);

    expect(await appCheck.initAppCheck(firebase.db.app, 'console-key-456')).toBe(firebase.appCheck);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});
