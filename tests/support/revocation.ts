import type { Auth } from 'firebase/auth';

/**
 * Waits until the wall clock is in a later whole second than `issuedAtSeconds`, if it is not already: Auth
 * keeps revocation times to the second, and a token issued in the revocation's own second still passes. Often
 * no wait at all, where a fixed pause of a second and more would always be taken.
 */
export async function pastSecond(issuedAtSeconds: number): Promise<void> {
  const wait = (issuedAtSeconds + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The `iat` of an ID token, in Unix seconds. */
export function issuedAt(idToken: string): number {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iat?: unknown;
  };
  if (typeof payload.iat !== 'number') throw new Error('An ID token without iat');
  return payload.iat;
}

/** Waits past the second in which `auth`'s signed-in user's current ID token was issued. */
export async function pastTokenSecond(auth: Auth): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in');
  await pastSecond(issuedAt(await user.getIdToken()));
}
