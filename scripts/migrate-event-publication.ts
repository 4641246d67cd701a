/**
 * npm run migrate:event-publication [-- --project ID]
 * Once, right after the deploy that lets events be scheduled: dates every event stored before it, which the
 * site's lists and the rules would otherwise no longer find. Safe to run again. Without --project it works on
 * the local emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateEventPublication } from './lib/migrate-event-publication';
import { projectArgs } from './lib/project-args';

const { project } = projectArgs('migrate:event-publication', { dryRun: false });
try {
  const dated = await migrateEventPublication(getFirestore(await staffAdminApp(project)));
  console.log(`Dated ${dated} event${dated === 1 ? '' : 's'} on ${project ?? 'the emulators'}.`);
  await closeApps();
} catch (error) {
  console.error(`migrate:event-publication failed: ${(error as Error).message}`);
  process.exit(1);
}
