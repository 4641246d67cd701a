/**
 * npm run migrate:translation-state [-- --project ID] [--dry-run]
 * Once, after the deploy that brings translations: writes translation_state (missing, current or outdated per
 * language) on every stored news item, opinion, report, event, columnist and supplier saved before it existed,
 * so the console's "sem tradução" filters find them. Safe to run again. --dry-run only counts. Without --project
 * it works on the emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateTranslationState } from './lib/migrate-translation-state';

const args = process.argv.slice(2);
const at = args.indexOf('--project');
const project = at === -1 ? null : (args[at + 1] ?? null);
const dryRun = args.includes('--dry-run');
const known = (arg: string, index: number) =>
  arg === '--dry-run' || arg === '--project' || (at !== -1 && index === at + 1);
if ((at !== -1 && (!project || project.startsWith('--'))) || !args.every(known)) {
  console.error('usage: npm run migrate:translation-state [-- --project ID] [--dry-run]');
  process.exit(2);
}
try {
  const updated = await migrateTranslationState(getFirestore(await staffAdminApp(project)), { dryRun });
  console.log(
    `${dryRun ? 'Would write' : 'Wrote'} translation_state on ${project ?? 'the emulators'}, items without one:`,
  );
  for (const [collection, count] of Object.entries(updated))
    console.log(`  ${collection.padEnd(12)} ${count}`);
  await closeApps();
} catch (error) {
  console.error(`migrate:translation-state failed: ${(error as Error).message}`);
  process.exit(1);
}
