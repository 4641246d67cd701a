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
import { projectArgs } from './lib/project-args';

const { project, dryRun } = projectArgs('migrate:rsvp-keys', { dryRun: true });
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
