/**
 * npm run migrate:rsvp-keys [-- --project ID] [--dry-run]
 * Once, on a project whose event sign-ups were stored before one sign-up per event and address: gives each
 * standing address its key (event_rsvp_keys), cancels the address's other sign-ups as duplicates, and cancels an
 * upcoming event's sign-ups whose first mail is still held for a release that can no longer come; then recounts
 * the touched events' event_seats. Nobody is mailed. Safe to run again. --dry-run only counts. Without
 * --project it works on the emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateRsvpKeys } from './lib/migrate-rsvp-keys';

const args = process.argv.slice(2);
const at = args.indexOf('--project');
const project = at === -1 ? null : (args[at + 1] ?? null);
const dryRun = args.includes('--dry-run');
const known = (arg: string, index: number) =>
  arg === '--dry-run' || arg === '--project' || (at !== -1 && index === at + 1);
if ((at !== -1 && (!project || project.startsWith('--'))) || !args.every(known)) {
  console.error('usage: npm run migrate:rsvp-keys [-- --project ID] [--dry-run]');
  process.exit(2);
}
try {
  const found = await migrateRsvpKeys(getFirestore(await staffAdminApp(project)), { dryRun });
  const where = project ?? 'the emulators';
  const verb = dryRun ? 'Would write' : 'Wrote';
  console.log(
    `${verb} ${found.keys} key(s) over ${found.events} event(s) on ${where}; ` +
      `${found.duplicates} duplicate(s) and ${found.unreleased} unreleased sign-up(s) ${dryRun ? 'to cancel' : 'cancelled'}.`,
  );
  await closeApps();
} catch (error) {
  console.error(`migrate:rsvp-keys failed: ${(error as Error).message}`);
  process.exit(1);
}
