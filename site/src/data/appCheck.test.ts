import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Stand-in for firebase/app-check (no reCAPTCHA in a unit test): records what the wiring does with it. The
// factory runs only if some module imports firebase/app-check, which is how "never imported" is observed.
const sdk = vi.hoisted(() => ({
  imported: 0,
  initializeAppCheck: vi.fn((app: unknown, options: unknown) => ({ app, options })),
  // A fresh limited-use token per call, as App Check mints them.
  getLimitedUseToken: vi.fn(async (_appCheck: unknown) => ({ token: `limited-use-${++sdk.minted}` })),
  minted: 0,
}));
vi.mock('firebase/app-check', () => {
  sdk.imported += 1;
  return {
    initializeAppCheck: sdk.initializeAppCheck,
    getLimitedUseToken: sdk.getLimitedUseToken,
    ReCaptchaEnterpriseProvider: class {
      constructor(readonly siteKey: string) {}
    },
  };
});

/** A fresh firebase.ts + appCheck.ts pair, as a page load would evaluate them under the given site key. */
async function loadSite(siteKey: string) {
  vi.resetModules();
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-cvc');
  vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', siteKey);
  const firebase = await import('./firebase');
  const appCheck = await import('./appCheck');
  const { initAppCheck } = await import('@cvc/web');
  return { firebase, appCheck, initAppCheck };
}

beforeEach(() => {
  sdk.imported = 0;
  sdk.initializeAppCheck.mockClear();
  sdk.getLimitedUseToken.mockClear();
  sdk.minted = 0;
});
afterEach(() => vi.unstubAllEnvs());

/** appCheck.ts alone, as PublicForm loads it with every page that has a form. */
async function loadFormSide(siteKey: string) {
  vi.resetModules();
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-cvc');
  vi.stubEnv('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY', siteKey);
  return import('./appCheck');
}

describe('App Check waits for a form (site)', () => {
  it('is not started by loading the form module, only when a visitor begins a form', async () => {
    const { prepareFormAppCheck } = await loadFormSide('site-key-123');
    expect(sdk.imported).toBe(0);
    prepareFormAppCheck();
    await vi.waitFor(() => expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1));
    prepareFormAppCheck();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a site key', async () => {
    const { prepareFormAppCheck } = await loadFormSide('');
    prepareFormAppCheck();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sdk.imported).toBe(0);
  });
});

describe('App Check switch (site)', () => {
  it('stays off without a site key: no App Check, no headers, firebase/app-check never imported', async () => {
    const { firebase, appCheck } = await loadSite('');
    expect(firebase.appCheck).toBeNull();
    expect(await appCheck.appCheckHeaders()).toEqual({});
    expect(sdk.imported).toBe(0);
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
  });

  it('with a site key, initialises reCAPTCHA Enterprise once on the site app before db is exported', async () => {
    const { firebase, appCheck } = await loadSite('site-key-123');
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    const [app, options] = sdk.initializeAppCheck.mock.calls[0]!;
    expect(app).toBe(firebase.db.app);
    expect(options).toEqual({
      provider: expect.objectContaining({ siteKey: 'site-key-123' }),
      isTokenAutoRefreshEnabled: true,
    });
    expect(firebase.appCheck).toBe(sdk.initializeAppCheck.mock.results[0]!.value);

    // Each call that causes mail gets a token of its own, which the server consumes.
    expect(await appCheck.appCheckHeaders()).toEqual({ 'X-Firebase-AppCheck': 'limited-use-1' });
    expect(await appCheck.appCheckHeaders()).toEqual({ 'X-Firebase-AppCheck': 'limited-use-2' });
    expect(sdk.getLimitedUseToken.mock.calls).toEqual([[firebase.appCheck], [firebase.appCheck]]);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('initAppCheck called again (another importer) reuses the first App Check', async () => {
    const { firebase, initAppCheck } = await loadSite('site-key-123');
    expect(await initAppCheck(firebase.db.app, 'site-key-123')).toBe(firebase.appCheck);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('sends no header, and does not throw, when a token cannot be had', async () => {
    const { appCheck } = await loadSite('site-key-123');
    sdk.getLimitedUseToken.mockRejectedValueOnce(new Error('appCheck/recaptcha-error'));
    expect(await appCheck.appCheckHeaders()).toEqual({});
  });
});
