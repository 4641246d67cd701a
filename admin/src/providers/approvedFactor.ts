import type { User } from 'firebase/auth';
import { COLLECTIONS, secondFactorIdOf } from '@cvc/domain';

// A session whose factor the server never approved (a member who left before typing the mailed code) would
// open a console whose every read the rules refuse. The member's own record answers the same question the
// rules ask (firestore.rules' secondStep): readable means approved. One read per session and page load.

const answers = new Map<string, Promise<boolean>>();

/** Whether the rules still let this member read their own record, asked now (not the session's cached answer). */
export async function readOwnRecord(uid: string): Promise<boolean> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore'), import('./firebase')]);
  try {
    await getDoc(doc(db, COLLECTIONS.adminUsers, uid));
    return true;
  } catch (error) {
    // Offline or a passing fault says nothing about the factor: the screens will show their own errors.
    return (error as { code?: string }).code !== 'permission-denied';
  }
}

/** Whether the rules take this session as staff: its factor approved, and no reset since its sign-in. */
export async function factorApproved(user: User): Promise<boolean> {
  const { claims } = await user.getIdTokenResult();
  const key = `${user.uid}:${secondFactorIdOf(claims) ?? ''}:${String(claims.auth_time)}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = readOwnRecord(user.uid);
    answers.set(key, answer);
  }
  return answer;
}
