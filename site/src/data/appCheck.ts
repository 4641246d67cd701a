import { appCheckTokenHeaders } from '@cvc/web';

/**
 * Headers for the site's calls to /api/*: the App Check token when App Check is on, none when it is off or no
 * token could be had. Never throws: without a token the server decides (401 when it enforces App Check).
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (import.meta.env.SSR || !import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) return {};
  try {
    // firebase.ts initialises App Check on the site's app when it loads.
    const { appCheck } = await import('./firebase');
    return appCheck ? await appCheckTokenHeaders(appCheck) : {};
  } catch {
    return {};
  }
}
