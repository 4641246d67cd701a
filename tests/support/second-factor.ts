import {
  getMultiFactorResolver,
  multiFactor,
  signInWithEmailAndPassword,
  type Auth,
  type MultiFactorAssertion,
  type MultiFactorError,
  type UserCredential,
} from 'firebase/auth';
import { PROJECT_ID, emulatorAddress } from '../../scripts/lib/emulators';

// Staff sign in with a password and an SMS code. The Auth emulator sends no SMS: it lists each code at its
// verificationCodes endpoint, where these helpers read it, as a member reads their phone.

/** A phone number per label, in Brazil's format, so each test account's codes are its own. */
export function testPhone(seed: number): string {
  return `+55119${String(70_000_000 + (seed % 10_000_000)).padStart(8, '0')}`;
}

type VerificationCode = { phoneNumber: string; sessionInfo: string; code: string };

/** Every code the Auth emulator has issued and not yet used, oldest first. */
export async function verificationCodes(): Promise<VerificationCode[]> {
  const url = `http://${emulatorAddress('auth')}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return ((await response.json()) as { verificationCodes?: VerificationCode[] }).verificationCodes ?? [];
}

/** A phone number as the emulator lists it: its digits and the leading +. */
export function phoneDigits(phoneNumber: string): string {
  return phoneNumber.replace(/[^\d+]/g, '');
}

/** The SMS sent for one verification (the id `verifyPhoneNumber` or a start request returned). */
export async function smsFor(verificationId: string): Promise<VerificationCode> {
  const found = (await verificationCodes()).find((entry) => entry.sessionInfo === verificationId);
  if (!found) throw new Error(`no verification code for session ${verificationId.slice(0, 12)}…`);
  return found;
}

/** The code sent for one verification. */
export async function codeFor(verificationId: string): Promise<string> {
  return (await smsFor(verificationId)).code;
}

/** The latest code sent to a phone: what the member would read from their last SMS. */
export async function latestCodeFor(phoneNumber: string): Promise<string> {
  const digits = phoneDigits(phoneNumber);
  const found = (await verificationCodes()).filter((entry) => entry.phoneNumber === digits).at(-1);
  if (!found) throw new Error(`no verification code sent to ${digits}`);
  return found.code;
}

export function isSecondFactorRequired(error: unknown): error is MultiFactorError {
  return (error as { code?: string }).code === 'auth/multi-factor-auth-required';
}

/**
 * Signs in as a staff member does: the password, then the SMS code of their first enrolled factor. An account
 * with no factor ends signed in with the password alone, which grants nothing staff-only.
 */
export async function signInWithSecondFactor(
  auth: Auth,
  email: string,
  password: string,
): Promise<UserCredential> {
  try {
    return await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    if (!isSecondFactorRequired(error)) throw error;
    const resolver = getMultiFactorResolver(auth, error);
    const hint = resolver.hints[0];
    if (!hint) throw new Error(`${email}: a second factor is required but none is enrolled`);
    return resolver.resolveSignIn(smsAssertion(hint.uid));
  }
}

/** The Identity Toolkit REST API as the Auth emulator serves it (what the browser SDK calls). */
async function identityToolkit(endpoint: string, body: unknown): Promise<Record<string, unknown>> {
  const url = `http://${emulatorAddress('auth')}/identitytoolkit.googleapis.com/v2/${endpoint}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${endpoint}: ${JSON.stringify(answer.error ?? answer)}`);
  return answer;
}

/**
 * The Node build of the web SDK has no phone provider (it needs reCAPTCHA, a browser thing), so the SMS step is
 * the same two REST calls the browser build makes, handed to the SDK's own resolver as its assertion: the SDK
 * then holds a real session, with the emulator's real ID and refresh tokens.
 */
function smsAssertion(enrollmentId: string): MultiFactorAssertion {
  return {
    factorId: 'phone',
    async _process(_auth: unknown, session: { credential: string }) {
      const started = await identityToolkit('accounts/mfaSignIn:start', {
        mfaPendingCredential: session.credential,
        mfaEnrollmentId: enrollmentId,
        phoneSignInInfo: {},
      });
      const sessionInfo = (started.phoneResponseInfo as { sessionInfo: string }).sessionInfo;
      return identityToolkit('accounts/mfaSignIn:finalize', {
        mfaPendingCredential: session.credential,
        phoneVerificationInfo: { sessionInfo, code: await codeFor(sessionInfo) },
      });
    },
  } as unknown as MultiFactorAssertion;
}

/**
 * What an Admin SDK createUser takes to enrol a phone factor; for updateUser give `factorId`, since the Auth
 * emulator refuses an update without the factor's id (production makes one up) and createUser refuses one.
 */
export function enrolledPhone(phoneNumber: string, factorId?: string) {
  const factor = { factorId: 'phone' as const, phoneNumber, displayName: 'Celular' };
  return { multiFactor: { enrolledFactors: [factorId ? { ...factor, uid: factorId } : factor] } };
}

/**
 * Enrols a phone on the signed-in user of `auth`, as the browser SDK does (the same two REST calls, handed to
 * the SDK's own `enroll`): what a member does at a first sign-in, and what a thief holding only the password
 * can do too. The SDK then holds the token the enrolment returns, which proves the new factor.
 */
export async function enrolPhone(auth: Auth, phoneNumber: string): Promise<string> {
  const user = auth.currentUser;
  if (!user) throw new Error('enrolPhone: nobody is signed in');
  const assertion = {
    factorId: 'phone',
    async _process(_auth: unknown, session: { credential: string }, displayName?: string) {
      const started = await identityToolkit('accounts/mfaEnrollment:start', {
        idToken: session.credential,
        phoneEnrollmentInfo: { phoneNumber },
      });
      const sessionInfo = (started.phoneSessionInfo as { sessionInfo: string }).sessionInfo;
      return identityToolkit('accounts/mfaEnrollment:finalize', {
        idToken: session.credential,
        displayName,
        phoneVerificationInfo: { sessionInfo, code: await codeFor(sessionInfo) },
      });
    },
  } as unknown as MultiFactorAssertion;
  await multiFactor(user).enroll(assertion, 'Celular');
  const id = (await user.getIdTokenResult()).claims.firebase as { second_factor_identifier?: string };
  if (!id.second_factor_identifier) throw new Error('enrolPhone: the new token proves no factor');
  return id.second_factor_identifier;
}

/** Auth's password-setting link in a mail's text (an invitation, a reset, an unconfirmed factor removed). */
export function passwordLinkIn(text: string): string {
  const link = /https?:\/\/\S+oobCode=[^\s)>\]]+/.exec(text)?.[0];
  if (!link) throw new Error(`no password link in: ${text}`);
  return link;
}

/**
 * Follows Auth's password-setting link from a mail (an invitation, a reset) as the member's browser would:
 * its one-time code and a new password, through the Auth emulator's REST API.
 */
export async function setPasswordThroughLink(link: string, newPassword: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`no oobCode in ${link}`);
  const url = `http://${emulatorAddress('auth')}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
  if (!response.ok) throw new Error(`resetPassword: HTTP ${response.status} ${await response.text()}`);
}
