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
import { projectArgs } from './lib/project-args';

const { project, dryRun } = projectArgs('migrate:translation-state', { dryRun: true });
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
