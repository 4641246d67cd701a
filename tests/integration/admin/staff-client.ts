import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { StaffClaims } from '@cvc/domain';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { enrolledPhone, signInWithSecondFactor, testPhone } from '../../support/second-factor';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorAddress, PROJECT_ID, ROOT } from '../../../scripts/lib/emulators';

/**
 * A project of its own carrying the real firestore.rules, with staff users signed in through the Auth
 * emulator: the console's writes are checked by the same rules as in production, away from the seed.
 */
export async function rulesProject(projectId: string) {
  const [host, port] = emulatorAddress('firestore').split(':');
  const env: RulesTestEnvironment = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') },
  });
  await env.clearFirestore();
  const adminApp = initializeAdminApp({ projectId }, `${projectId}-admin`);
  // The Auth emulator files web sign-ins under the default project, whatever the web config says; the users
  // live there (with addresses no seed account uses, removed on close), their data in the scratch project.
  const authApp = initializeAdminApp({ projectId: PROJECT_ID }, `${projectId}-auth`);
  const adminAuth = getAdminAuth(authApp);
  const uids: string[] = [];
  const closers: (() => Promise<void>)[] = [];

  /** A web client signed in as a new staff member holding `claims`. */
  async function staff(name: string, claims: StaffClaims) {
    const email = `${name}@${projectId}.test`;
    const password = 'senha-de-teste-123';
    const existing = await adminAuth.getUserByEmail(email).catch(() => null);
    if (existing) await adminAuth.deleteUser(existing.uid);
    // Enrolled with a phone, and signed in with its code below: the rules refuse staff without a second factor.
    const user = await adminAuth.createUser({
      email,
      password,
      emailVerified: true,
      ...enrolledPhone(testPhone(uids.length + 500)),
    });
    await adminAuth.setCustomUserClaims(user.uid, claims);
    // The rules trust a claim only while the caller's admin_users record grants the same.
    // Its phone counts as confirmed by the mailed code, as the console's enrolment leaves it.
    const approved_factors = (user.multiFactor?.enrolledFactors ?? []).map((factor) => factor.uid);
    await getAdminFirestore(adminApp)
      .doc(`admin_users/${user.uid}`)
      .set({
        email,
        name,
        permissions: { ...claims.perms },
        ...(claims.role ? { role: claims.role } : {}),
        approved_factors,
      });
    uids.push(user.uid);
    const app = initializeApp({ projectId, apiKey: 'demo-key' }, `${projectId}-${name}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${emulatorAddress('auth')}`, { disableWarnings: true });
    await signInWithSecondFactor(auth, email, password);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
    closers.push(() => deleteApp(app));
    return Object.assign(db, { uid: user.uid });
  }

  async function close() {
    await Promise.all(closers.map((closeApp) => closeApp()));
    await adminAuth.deleteUsers(uids);
    await Promise.all([deleteAdminApp(adminApp), deleteAdminApp(authApp)]);
    await env.cleanup();
  }

  return { staff, close, adminDb: getAdminFirestore(adminApp) };
}
