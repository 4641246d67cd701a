import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { enrolledPhone, signInWithSecondFactor, testPhone } from '../../support/second-factor';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import {
  APPROVED_FACTORS_FIELD,
  COLLECTIONS,
  FUNCTIONS_REGION,
  adminUserSchema,
  claimsFromStaffRecord,
} from '@cvc/domain';
import type { AdminUserInput, StaffClaims } from '@cvc/domain';
import { emulatorAddress, PROJECT_ID } from '../../../scripts/lib/emulators';

// The staff callables exercised the way the admin console calls them: the web SDK, signed in through the
// Auth emulator, against the functions emulator.

export const admin = (() => {
  const app = getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID });
  return { auth: getAdminAuth(app), db: getAdminFirestore(app) };
})();

const openApps: FirebaseApp[] = [];
let appCount = 0;

/**
 * A fresh web app (its own Auth session); signed in when credentials are given, as the console signs in: the
 * password, then the SMS code when the account has a factor. `passwordOnly` stops after the password (an
 * account without a factor, say a stolen password of a member who has not enrolled yet).
 */
export async function webClient(
  credentials?: { email: string; password: string },
  { passwordOnly = false }: { passwordOnly?: boolean } = {},
) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `staff-test-${appCount++}`);
  openApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorAddress('auth')}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const [host, port] = emulatorAddress('functions').split(':');
  connectFunctionsEmulator(functions, host ?? '127.0.0.1', Number(port));
  const db = getFirestore(app);
  const [firestoreHost, firestorePort] = emulatorAddress('firestore').split(':');
  connectFirestoreEmulator(db, firestoreHost ?? '127.0.0.1', Number(firestorePort));
  if (credentials && passwordOnly)
    await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  else if (credentials) await signInWithSecondFactor(auth, credentials.email, credentials.password);
  return {
    auth,
    /** Firestore as the console reads it: under firestore.rules, with this client's ID token. */
    db,
    call: async <T>(name: string, data: unknown) =>
      (await httpsCallable<unknown, T>(functions, name)(data)).data,
  };
}

export async function closeClients(): Promise<void> {
  await Promise.all(openApps.splice(0).map((app) => deleteApp(app)));
}

// This file's addresses: the files run one after another, so no two load in the same millisecond, and a count
// tells this file's apart; no random draw that two files could share.
const FILE_LOADED = `${Date.now().toString(36)}-${process.pid.toString(36)}`;
let emails = 0;

/** A unique address per run: the emulators keep accounts between test files. */
export function uniqueEmail(label: string): string {
  return `${label}-${FILE_LOADED}-${(emails += 1)}@cvc.test`;
}

/** Numbers 76 000 000 and up (testPhone's seeds from 6 000 000), which no fixed test phone uses. */
const PHONE_SEEDS_FROM = 6_000_000;
const PHONE_SEQUENCE = admin.db.doc('emulator_test_sequences/phones');

/**
 * A phone number no other account of this emulator run has: verification codes are looked up by number, and a
 * random start once could land on another file's. The count is kept on the emulator, which every file shares.
 */
function nextPhone(): Promise<string> {
  return admin.db.runTransaction(async (tx) => {
    const next = Number((await tx.get(PHONE_SEQUENCE)).get('count') ?? 0) + 1;
    tx.set(PHONE_SEQUENCE, { count: next });
    return testPhone(PHONE_SEEDS_FROM + next);
  });
}

/** A new account with a phone enrolled as its second factor (verified email, as after the invitation link). */
async function createEnrolled(email: string, password: string, secondFactor: boolean) {
  const factor = secondFactor ? enrolledPhone(await nextPhone()) : {};
  return admin.auth.createUser({ email, password, emailVerified: true, ...factor });
}

/**
 * A real staff member: an Auth account (with a phone enrolled unless `secondFactor: false`, a member who has
 * not enrolled yet) and its `admin_users` record, with the claims the syncStaffClaims trigger stamps from it
 * (waited for). Claims without a record grant nothing any more (accountWithClaims).
 */
export async function staffMember(
  label: string,
  grant: Pick<AdminUserInput, 'role' | 'permissions'>,
  { secondFactor = true }: { secondFactor?: boolean } = {},
) {
  const email = uniqueEmail(label);
  const password = 'test-password-123';
  const user = await createEnrolled(email, password, secondFactor);
  const record = adminUserSchema.parse({ email, name: `Equipe ${label}`, ...grant });
  // The phone counts as confirmed by the code mailed to the member, as the console's enrolment leaves it.
  const approved = (user.multiFactor?.enrolledFactors ?? []).map((factor) => factor.uid);
  await admin.db
    .collection(COLLECTIONS.adminUsers)
    .doc(user.uid)
    .set({ ...record, [APPROVED_FACTORS_FIELD]: approved });
  const wanted = JSON.stringify(claimsFromStaffRecord(record));
  await waitForClaims(user.uid, (claims) => JSON.stringify(claims) === wanted);
  return { uid: user.uid, email, password };
}

/** An Auth account holding the given claims directly, with no record: since claims alone grant nothing, a
 * stand-in for a token minted before its record was removed. */
export async function accountWithClaims(label: string, claims: StaffClaims | null) {
  const email = uniqueEmail(label);
  const password = 'test-password-123';
  const user = await createEnrolled(email, password, true);
  await admin.auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email, password };
}

/**
 * The code and message of a rejected callable, as the console shows them: the web SDK appends the HTTP status
 * (' [403]') to the server's message, which the Equipe screen strips the same way.
 */
export async function callableError(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message: message.replace(/ \[\d{3}\]$/, '') };
  }
  throw new Error('the call succeeded');
}

/**
 * Waits for the claims trigger: first for the trigger queue to drain (however long the work queued before the
 * write takes), then polls the account until its claims satisfy `check` within `timeoutMs`.
 */
export async function waitForClaims(uid: string, check: (claims: unknown) => boolean, timeoutMs = 15_000) {
  const { triggersSettled } = await import('../../support/trigger-queue');
  await triggersSettled();
  const deadline = Date.now() + timeoutMs;
  let claims: unknown;
  while (Date.now() < deadline) {
    claims = (await admin.auth.getUser(uid)).customClaims ?? null;
    if (check(claims)) return claims;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`claims of ${uid} never matched; last seen ${JSON.stringify(claims)}`);
}

/**
 * Stands in for the invitation's mailed link (followed for real in factorApproval.test.ts and the mail specs):
 * sets the member's password and verifies the address, as following the link does. Returns the password.
 */
export async function acceptInvitation(uid: string, password = 'senha-do-convite-1'): Promise<string> {
  await admin.auth.updateUser(uid, { password, emailVerified: true });
  return password;
}

/**
 * Stands in for the member's confirmation by the mailed code (proven in factorApproval.test.ts): every factor
 * the account has enrolled now counts.
 */
export async function approveEnrolledFactors(uid: string): Promise<void> {
  const factors = (await admin.auth.getUser(uid)).multiFactor?.enrolledFactors ?? [];
  await admin.db
    .collection(COLLECTIONS.adminUsers)
    .doc(uid)
    .update({ [APPROVED_FACTORS_FIELD]: factors.map((factor) => factor.uid) });
}
