import { getApps, initializeApp, applicationDefault } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, adminUserSchema, claimsFromStaffRecord, permissionsMap } from '@cvc/domain';
import type { StaffCreateOptions } from './staff-args';
import { PROJECT_ID, clientEnv, emulatorAddress } from './emulators';

/**
 * The Admin SDK app for the CLI: the local emulators (demo-cvc) unless a real project was named explicitly.
 * A real project must not be reached by accident, and emulator variables must not silently redirect a run
 * meant for production, so each case refuses the other's environment.
 */
export async function staffAdminApp(project: string | null): Promise<App> {
  if (project === null || project.startsWith('demo-')) {
    Object.assign(process.env, clientEnv());
    const auth = `http://${emulatorAddress('auth')}`;
    const up = await fetch(auth, { signal: AbortSignal.timeout(3000) }).then(
      () => true,
      () => false,
    );
    if (!up) throw new Error(`The Auth emulator is not running at ${auth}. Start the emulators with npm start.`);
    return initializeApp({ projectId: project ?? PROJECT_ID }, 'staff-cli');
  }
  if (process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(`Refusing to target project ${project}: emulator variables are set in this shell.`);
  }
  return initializeApp({ projectId: project, credential: applicationDefault() }, 'staff-cli');
}

/**
 * Creates the login (or resets the password of an existing one), writes `admin_users/{uid}` and stamps the
 * claims right away, so the account works even where the syncStaffClaims trigger is not running; the
 * trigger computes the same claims and leaves them alone.
 */
export async function createStaffAccount(app: App, options: StaffCreateOptions) {
  const auth = getAuth(app);
  const existing = await auth.getUserByEmail(options.email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  // Verified: whoever runs the CLI vouches for the address, and Identity Platform enrols a second factor (at
  // the first sign-in) only on a verified one.
  const user = existing
    ? await auth.updateUser(existing.uid, { password: options.password, disabled: false, emailVerified: true })
    : await auth.createUser({
        email: options.email,
        password: options.password,
        displayName: options.name,
        emailVerified: true,
      });

  const record = adminUserSchema.parse({
    email: options.email,
    name: options.name,
    role: options.role,
    permissions: permissionsMap(options.permissions),
  });
  await getFirestore(app).collection(COLLECTIONS.adminUsers).doc(user.uid).set(record);
  const claims = claimsFromStaffRecord(record);
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, created: !existing, claims };
}

export function closeApps(): Promise<unknown> {
  return Promise.all(getApps().map((app) => import('firebase-admin/app').then((m) => m.deleteApp(app))));
}
