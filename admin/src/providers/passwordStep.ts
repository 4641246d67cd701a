import {
  getMultiFactorResolver,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type MultiFactorError,
  type MultiFactorResolver,
  type User,
} from 'firebase/auth';
import type { StaffClaims } from '@cvc/domain';

/**
 * Thrown by `login` after a right password: the member must type the SMS code (`code`), or has no factor yet and
 * must enrol a phone first (`enrol`). The login page shows the step, then calls `login({ secondStepDone: true })`.
 */
export class SecondStepRequired extends Error {
  constructor(
    readonly step: { kind: 'code'; resolver: MultiFactorResolver } | { kind: 'enrol'; email: string },
  ) {
    super('Segundo fator');
  }
}

/**
 * The password, as the first of two steps: it never opens the console by itself. An account with a factor
 * gets its SMS step (`code`); a staff account without one (its password alone succeeded) must enrol a phone
 * first (`enrol`), its password-only session granting nothing meanwhile; anyone else is signed out.
 */
export async function passwordStep(
  auth: Auth,
  username: string,
  password: string,
  staffClaimsOf: (user: User) => Promise<StaffClaims | null>,
  notStaff: () => Error,
): Promise<never> {
  const user = await signInWithEmailAndPassword(auth, username.trim(), password).then(
    (credential) => credential.user,
    (error: unknown) => {
      if ((error as { code?: string }).code !== 'auth/multi-factor-auth-required') throw error;
      throw new SecondStepRequired({
        kind: 'code',
        resolver: getMultiFactorResolver(auth, error as MultiFactorError),
      });
    },
  );
  if (!(await staffClaimsOf(user))) {
    await signOut(auth);
    throw notStaff();
  }
  throw new SecondStepRequired({ kind: 'enrol', email: user.email ?? username.trim() });
}
