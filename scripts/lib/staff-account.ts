import { getApps, initializeApp, applicationDefault } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  UPDATED_BY_FIELD,
  adminUserSchema,
  claimsFromStaffRecord,
  permissionsMap,
} from '@cvc/domain';
import { CONSOLE_LOGIN_PATH } from '@cvc/web';
import { queueMail } from '../../functions/src/mail/queue';
import { staffInvitation } from '../../functions/src/mail/staffInvitation';
import { inAuthLanguage } from '../../functions/src/staff/authLanguage';
import { oneTimePassword } from '../../functions/src/staff/staffFirebase';
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

/** Where a member lands after setting their password: the console's login on the emulators or the project. */
export function consoleLoginUrl(project: string | null): string {
  if (project === null || project.startsWith('demo-')) {
    return `http://${emulatorAddress('hosting')}${CONSOLE_LOGIN_PATH}`;
  }
  return `https://${project}.web.app${CONSOLE_LOGIN_PATH}`;
}

/**
 * Creates the login with a password nobody is told and mails the member Auth's link to set their own (the
 * console's invitation), or, for an existing login, leaves its password and factors alone. Either way it
 * writes the record's email, name, role and keys, keeping its other fields (the approved factors, the end of
 * old sessions, lead alerts), and stamps the claims right away, so the account works even where the
 * syncStaffClaims trigger is not running; the trigger computes the same claims and leaves them alone. The
 * member's first sign-in enrols a phone, confirmed by a code mailed to them, as an invitee's does.
 */
export async function createStaffAccount(app: App, options: StaffCreateOptions, loginUrl: string) {
  const auth = getAuth(app);
  const db = getFirestore(app);
  const existing = await auth.getUserByEmail(options.email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const user = existing
    ? await auth.updateUser(existing.uid, { disabled: false })
    : await auth.createUser({ email: options.email, password: oneTimePassword(), displayName: options.name });

  const record = adminUserSchema.parse({
    email: options.email,
    name: options.name,
    role: options.role,
    permissions: permissionsMap(options.permissions),
  });
  await db
    .collection(COLLECTIONS.adminUsers)
    .doc(user.uid)
    .set(
      { ...record, role: record.role ?? FieldValue.delete(), [UPDATED_BY_FIELD]: null },
      { mergeFields: ['email', 'name', 'role', 'permissions', UPDATED_BY_FIELD] },
    );
  const claims = claimsFromStaffRecord(record);
  await auth.setCustomUserClaims(user.uid, claims);
  if (!existing) {
    const link = inAuthLanguage(await auth.generatePasswordResetLink(options.email, { url: loginUrl }));
    await queueMail(db, `staff-invite-${user.uid}`, {
      to: [options.email],
      message: staffInvitation({ name: options.name, email: options.email }, link),
    });
  }
  return { uid: user.uid, created: !existing, claims };
}

export function closeApps(): Promise<unknown> {
  return Promise.all(getApps().map((app) => import('firebase-admin/app').then((m) => m.deleteApp(app))));
}
