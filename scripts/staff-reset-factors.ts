/**
 * npm run staff:reset-factors -- --email E [--project ID]
 * Removes every second factor of a staff account and ends its sessions, for the day the last admin loses
 * their phone: the next sign-in with the password enrols a new one. The member is mailed, and the change
 * history records the reset. Targets the local emulators unless --project names a real project.
 */
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { resetFactors } from '../functions/src/staff/staffFactors';

const USAGE = `usage: npm run staff:reset-factors -- --email <email> [--project <firebase project id>]`;

try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, project: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const email = values.email?.trim() ?? '';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error(`--email must be an email address.\n\n${USAGE}`);
    process.exit(2);
  }
  const project = values.project ?? null;
  const app = await staffAdminApp(project);
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user) {
    console.error(`No account with the address ${email} on ${project ?? 'the local emulators'}.`);
    process.exit(1);
  }
  const before = user.multiFactor?.enrolledFactors.length ?? 0;
  await resetFactors(auth, getFirestore(app), user.uid, 'cli');
  console.log(
    `Reset ${email} (uid ${user.uid}) on ${project ?? 'the local emulators'}: ${before} factor(s) removed, ` +
      'sessions ended. The next sign-in with the password enrols a new factor; the member was mailed.',
  );
  await closeApps();
} catch (error) {
  console.error(`staff:reset-factors failed: ${(error as Error).message}\n\n${USAGE}`);
  process.exit(1);
}
