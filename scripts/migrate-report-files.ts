/**
 * npm run migrate:report-files [-- --project ID]
 * Once, on a project whose reports were stored before their files moved to report_files: until it runs, those
 * reports' addresses stay public. Without --project it works on the local emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateReportFiles } from './lib/migrate-report-files';
import { projectArgs } from './lib/project-args';

const { project } = projectArgs('migrate:report-files', { dryRun: false });
try {
  const moved = await migrateReportFiles(getFirestore(await staffAdminApp(project)));
  console.log(
    `Moved the file address of ${moved.length} report(s) to report_files on ${project ?? 'the emulators'}.`,
  );
  await closeApps();
} catch (error) {
  console.error(`migrate:report-files failed: ${(error as Error).message}`);
  process.exit(1);
}
