import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { APP_CHECK_HEADER } from '@cvc/web';

let started: Promise<AppCheck> | undefined;

/**
 * App Check with the reCAPTCHA Enterprise provider, initialised once per page. firebase/app-check is imported
 * here, on demand: callers check the site key inline (`if (import.meta.env.VITE_…)`) so that a build without a
 * key drops this call, and with it the SDK chunk, altogether.
 */
export function initAppCheck(app: FirebaseApp, siteKey: string): Promise<AppCheck> {
  started ??= import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    }),
  );
  return started;
}

/**
 * Headers for the site's calls to /api/*: the App Check token when App Check is on, none when it is off or no
 * token could be had. Never throws: without a token the server decides (401 when it enforces App Check).
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (import.meta.env.SSR || !import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) return {};
  try {
    // firebase.ts initialises App Check on the site's app when it loads.
    const { appCheck } = await import('./firebase');
    if (!appCheck) return {};
    const { getToken } = await import('firebase/app-check');
    const { token } = await getToken(appCheck, false);
    return token ? { [APP_CHECK_HEADER]: token } : {};
  } catch {
    return {};
  }
}
