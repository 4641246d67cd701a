/**
 * npm run migrate:site-search [-- --project ID]
 * Once, after the deploy that brings the search triggers: indexes the content stored before them, so /busca finds
 * it. Safe to run again. Without --project it works on the local emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateSiteSearch } from './lib/migrate-site-search';
import { projectArgs } from './lib/project-args';

const { project } = projectArgs('migrate:site-search', { dryRun: false });
try {
  const written = await migrateSiteSearch(getFirestore(await staffAdminApp(project)));
  console.log(`Wrote ${written} search entr${written === 1 ? 'y' : 'ies'} on ${project ?? 'the emulators'}.`);
  await closeApps();
} catch (error) {
  console.error(`migrate:site-search failed: ${(error as Error).message}`);
  process.exit(1);
}
