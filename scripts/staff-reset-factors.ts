/**
 * npm run staff:reset-factors -- --email E [--project ID]
 * Removes every second factor of a staff account and ends its password and sessions, for the day the last
 * admin loses their phone: the member is mailed a link to set a new password, then enrols a new phone,
 * confirmed by a mailed code. The change history records the reset. Targets the local emulators unless --project names a real project.
 */
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, consoleLoginUrl, staffAdminApp } from './lib/staff-account';
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
  await resetFactors(auth, getFirestore(app), user.uid, 'cli', consoleLoginUrl(project));
  console.log(
    `Reset ${email} (uid ${user.uid}) on ${project ?? 'the local emulators'}: ${before} factor(s) removed, ` +
      'password and sessions ended. The member was mailed a link to set a new password; the next sign-in ' +
      'enrols a new factor, confirmed by a code mailed to them.',
  );
  await closeApps();
} catch (error) {
  console.error(`staff:reset-factors failed: ${(error as Error).message}\n\n${USAGE}`);
  process.exit(1);
}
