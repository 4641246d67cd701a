import { CONSOLE_LOGIN_PATH } from '@cvc/web';

/** Auth's emails and action pages in the console's language (functions/src/staff/authLanguage.ts for invitations). */
export const AUTH_LANGUAGE = 'pt-BR';

/**
 * Sends Auth's password-reset email; its link brings the member back to the console's login. Loaded on use, so
 * the sign-in form's first load carries none of it.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const [{ auth }, { sendPasswordResetEmail }] = await Promise.all([
    import('./firebaseApp'),
    import('firebase/auth'),
  ]);
  // Sent as X-Firebase-Locale: the email's template and the reset page in Portuguese, not the browser's language.
  auth.languageCode = AUTH_LANGUAGE;
  await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}${CONSOLE_LOGIN_PATH}` });
}
