import { limitedUseTokenHeaders } from '@cvc/web';

// App Check (and with it Google's reCAPTCHA script and firestore/lite) loads only for a visitor who starts a
// form: the pages themselves read nothing that asks for a token (the server renders them with its own), so a
// landing visitor downloads none of it and costs no reCAPTCHA assessment.

/**
 * Starts App Check when a visitor begins a form (its first focus), so the token is ready, and reCAPTCHA has
 * watched a little, by the time they send. Does nothing without a site key; never throws (the send decides).
 */
export function prepareFormAppCheck(): void {
  // firebase.ts initialises App Check on the site's app when it loads.
  if (import.meta.env.SSR || !import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) return;
  import('./firebase').catch(() => undefined);
}

/**
 * Headers for the site's calls to /api/* that cause mail (the report download, the mail release, the newsletter
 * form): a limited-use token of its own for each call when App Check is on, none when it is off or no token
 * could be had. Never throws: without a token the server decides (401 when it enforces App Check).
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (import.meta.env.SSR || !import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) return {};
  try {
    const { appCheck } = await import('./firebase');
    return appCheck ? await limitedUseTokenHeaders(appCheck) : {};
  } catch {
    return {};
  }
}
