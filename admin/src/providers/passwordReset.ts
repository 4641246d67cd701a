/**
 * Sends Auth's password-reset email; its link brings the member back to the console's login. Loaded on use, so
 * the sign-in form's first load carries none of it.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const [{ auth }, { sendPasswordResetEmail }] = await Promise.all([
    import('./firebaseApp'),
    import('firebase/auth'),
  ]);
  await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/admin/login` });
}
