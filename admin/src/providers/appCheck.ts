import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';

let started: Promise<AppCheck> | undefined;

/**
 * App Check with the reCAPTCHA Enterprise provider, initialised once. firebase/app-check is imported here, on
 * demand: firebase.ts checks the site key inline, so a build without a key drops this call and the SDK chunk.
 * Once it exists on the app, the full Firestore SDK and the callables attach its tokens by themselves.
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
