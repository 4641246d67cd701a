import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { APP_CHECK_HEADER } from './app-check';

// The browser side of App Check, one set-up for the site and the console. firebase/app-check is imported here
// only on demand: callers check their site key inline (`if (import.meta.env.VITE_…)`), so a build without a
// key drops the call, and with it the SDK chunk, altogether.

let started: Promise<AppCheck> | undefined;

/**
 * App Check with the reCAPTCHA Enterprise provider, initialised once per page (a second call returns the
 * first). Once it exists on the app, Firestore and the callables attach its tokens by themselves.
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
 * Headers for a call to the site's /api/* that causes mail: a limited-use App Check token, fresh for this call
 * (the server consumes it, so a copied one is refused the second time), or none when no token could be had.
 * Never throws: without a token the server decides (401 when it enforces App Check). Each token is one
 * reCAPTCHA assessment.
 */
export async function limitedUseTokenHeaders(appCheck: AppCheck): Promise<Record<string, string>> {
  try {
    const { getLimitedUseToken } = await import('firebase/app-check');
    const { token } = await getLimitedUseToken(appCheck);
    return token ? { [APP_CHECK_HEADER]: token } : {};
  } catch {
    return {};
  }
}
