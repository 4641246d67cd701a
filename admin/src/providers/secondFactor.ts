import {
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  multiFactor,
  sendEmailVerification,
  type MultiFactorResolver,
} from 'firebase/auth';
import { CONSOLE_LOGIN_PATH, STAFF_CALLABLE_PATHS } from '@cvc/web';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { FUNCTIONS_REGION, type StaffFactorConfirmRequest, type StaffFactorConfirmResult } from '@cvc/domain';
import { app, auth } from './firebaseApp';
import { AUTH_LANGUAGE } from './passwordReset';

// The console's second step, with Identity Platform's SMS factor: the code a member types after the password,
// the enrolment of a phone at their first sign-in, and its confirmation by a code mailed to the member. Loaded with the step's form, after the password: the
// login page's first chunk holds none of it. On the emulators the SDK replaces reCAPTCHA with a stand-in and
// the codes are read from the Auth emulator (npm start prints them).

/**
 * An invisible reCAPTCHA in `container`, which Identity Platform asks of every SMS it sends (abuse of SMS
 * costs money). Call `clear()` when the form goes.
 */
export function smsVerifier(container: HTMLElement): RecaptchaVerifier {
  return new RecaptchaVerifier(auth, container, { size: 'invisible' });
}

/** Sends the sign-in code to the member's first enrolled phone; returns the verification id and the hint. */
export async function sendSignInCode(resolver: MultiFactorResolver, verifier: RecaptchaVerifier) {
  const hint = resolver.hints[0];
  if (!hint) throw Object.assign(new Error('no factor'), { code: 'auth/multi-factor-info-not-found' });
  auth.languageCode = AUTH_LANGUAGE;
  const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
    { multiFactorHint: hint, session: resolver.session },
    verifier,
  );
  return verificationId;
}

/** The phone as Auth shows it to the member, masked but for its last digits. */
export function phoneHintOf(resolver: MultiFactorResolver): string {
  const hint = resolver.hints[0] as { phoneNumber?: string } | undefined;
  return hint?.phoneNumber ?? '';
}

export async function confirmSignInCode(resolver: MultiFactorResolver, verificationId: string, code: string) {
  const credential = PhoneAuthProvider.credential(verificationId, code.trim());
  await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
}

/** Sends an enrolment code to `phoneNumber` (E.164) for the signed-in member. */
export async function sendEnrolmentCode(phoneNumber: string, verifier: RecaptchaVerifier): Promise<string> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/requires-recent-login' });
  auth.languageCode = AUTH_LANGUAGE;
  const session = await multiFactor(user).getSession();
  return new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier);
}

/** Enrols the phone; the SDK then holds a token whose sign-in counts the new factor. */
export async function confirmEnrolment(verificationId: string, code: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/requires-recent-login' });
  const credential = PhoneAuthProvider.credential(verificationId, code.trim());
  await multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(credential), 'Celular');
}

/** Identity Platform enrols factors only on a verified address: the link goes to the member's inbox. */
export async function sendVerificationMail(): Promise<string> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/requires-recent-login' });
  auth.languageCode = AUTH_LANGUAGE;
  await sendEmailVerification(user, { url: `${window.location.origin}${CONSOLE_LOGIN_PATH}` });
  return user.email ?? '';
}

/**
 * The step after the SMS code: without `code`, asks the server whether the factor just proved is approved, and
 * if not the server mails the member a code; with `code`, approves the factor when the code is right. Until
 * then the rules and callables refuse the session.
 */
export async function confirmFactor(code?: string): Promise<StaffFactorConfirmResult> {
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const url = new URL(STAFF_CALLABLE_PATHS.confirmFactor, window.location.origin).href;
  const call = httpsCallableFromURL<StaffFactorConfirmRequest, StaffFactorConfirmResult>(functions, url);
  return (await call(code === undefined ? {} : { code })).data;
}
