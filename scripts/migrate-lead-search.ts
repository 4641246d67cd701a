/**
 * npm run migrate:lead-search [-- --project ID]
 * Once, on a project whose leads were stored before the receiveLead trigger: until it runs, the console's search
 * cannot find those leads (paging and filters list them anyway). Without --project it works on the emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateLeadSearch } from './lib/migrate-lead-search';
import { projectArgs } from './lib/project-args';

const { project } = projectArgs('migrate:lead-search', { dryRun: false });
try {
  const updated = await migrateLeadSearch(getFirestore(await staffAdminApp(project)));
  console.log(`Wrote the search tokens of ${updated} lead(s) on ${project ?? 'the emulators'}.`);
  await closeApps();
} catch (error) {
  console.error(`migrate:lead-search failed: ${(error as Error).message}`);
  process.exit(1);
}
