/**
 * npm run migrate:approve-factors [-- --project ID] [--dry-run]
 * Once, before deploying the code that makes a second factor count only when its owner confirmed it by mail:
 * approves every member's factors as they are enrolled now. Without --project it works on the emulators.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { approveEnrolledFactors } from './lib/migrate-approve-factors';
import { projectArgs } from './lib/project-args';

const { project, dryRun } = projectArgs('migrate:approve-factors', { dryRun: true });
try {
  const app = await staffAdminApp(project);
  const members = await approveEnrolledFactors(getAuth(app), getFirestore(app), dryRun);
  for (const member of members) {
    console.log(`${member.email} (${member.uid}): ${member.factors.join(', ') || 'no factor'}`);
  }
  console.log(
    `${dryRun ? 'Would approve' : 'Approved'} the enrolled factors of ${members.length} member(s) on ` +
      `${project ?? 'the emulators'}.`,
  );
  await closeApps();
} catch (error) {
  console.error(`migrate:approve-factors failed: ${(error as Error).message}`);
  process.exit(1);
}
