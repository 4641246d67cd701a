/**
 * The language of what Firebase Auth itself shows staff: its action pages here, and its emails through the
 * project's template language (runbook step 3). The console sets the same on its Auth instance.
 */
export const AUTH_LANGUAGE = 'pt-BR';

/**
 * Auth's action link with its page (set a new password) in Portuguese: the hosted page follows `lang`, which the
 * Admin SDK's links give as `en`.
 */
export function inAuthLanguage(link: string): string {
  const url = new URL(link);
  url.searchParams.set('lang', AUTH_LANGUAGE);
  return url.toString();
}
