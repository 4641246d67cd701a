/**
 * npm run migrate:rsvp-status [-- --project ID] [--dry-run]
 * Once, on a project whose event sign-ups were stored before they had a status: until it runs those take no
 * seat, so an event shows more seats left than it has. It confirms each (they were all seated when made) and
 * recounts the touched events' event_seats. Safe to run again. --dry-run only counts. Without --project it works
 * on the emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { migrateRsvpStatus } from './lib/migrate-rsvp-status';
import { projectArgs } from './lib/project-args';

const { project, dryRun } = projectArgs('migrate:rsvp-status', { dryRun: true });
try {
  const { signUps, events } = await migrateRsvpStatus(getFirestore(await staffAdminApp(project)), { dryRun });
  const where = project ?? 'the emulators';
  console.log(
    dryRun
      ? `Would confirm ${signUps} sign-up(s) without a status on ${where}, in ${Object.keys(events).length} event(s).`
      : `Confirmed ${signUps} sign-up(s) without a status on ${where}; seats recounted:`,
  );
  if (!dryRun)
    for (const [eventId, seats] of Object.entries(events))
      console.log(`  ${eventId.padEnd(24)} ${seats.confirmed} confirmed, ${seats.waitlisted} waitlisted`);
  await closeApps();
} catch (error) {
  console.error(`migrate:rsvp-status failed: ${(error as Error).message}`);
  process.exit(1);
}
