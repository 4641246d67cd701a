/**
 * npm run migrate:site-search [-- --project ID]
 * Once, after the deploy that brings the search triggers: indexes the content stored before them, so /busca finds
 * it. Safe to run again. Without --project it works on the local emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateSiteSearch } from './lib/migrate-site-search';

const args = process.argv.slice(2);
const at = args.indexOf('--project');
const project = at === -1 ? null : (args[at + 1] ?? null);
if (at !== -1 && !project) {
  console.error('usage: npm run migrate:site-search [-- --project ID]');
  process.exit(2);
}
try {
  const written = await migrateSiteSearch(getFirestore(await staffAdminApp(project)));
  console.log(`Wrote ${written} search entr${written === 1 ? 'y' : 'ies'} on ${project ?? 'the emulators'}.`);
  await closeApps();
} catch (error) {
  console.error(`migrate:site-search failed: ${(error as Error).message}`);
  process.exit(1);
}
