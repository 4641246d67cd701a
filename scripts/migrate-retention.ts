/**
 * npm run migrate:retention [-- --project ID]
 * Once, on a project whose leads, sign-ups, downloads and mail were stored before they got `expire_at`: until it
 * runs, Firestore TTL never deletes those documents. Safe to run again (it skips documents that have the field).
 * The periods are the functions' own, from functions/.env.<project id>. Without --project it works on the
 * emulators.
 */
import { join } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, ROOT } from './lib/emulators';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateRetention, projectRetention } from './lib/migrate-retention';
import { projectArgs } from './lib/project-args';

const { project } = projectArgs('migrate:retention', { dryRun: false });
try {
  const periods = projectRetention(join(ROOT, 'functions'), project ?? PROJECT_ID);
  const counts = await migrateRetention(getFirestore(await staffAdminApp(project)), periods);
  console.log(`Set expire_at on ${project ?? 'the emulators'} (documents that had none):`);
  for (const [collection, count] of Object.entries(counts))
    console.log(`  ${collection.padEnd(18)} ${count}`);
  await closeApps();
} catch (error) {
  console.error(`migrate:retention failed: ${(error as Error).message}`);
  process.exit(1);
}
