/**
 * npm run stats:recount [-- --project ID]
 * Rebuilds the dashboard counters (stats/*) from the leads, sign-ups and downloads. Once on a project after
 * deploying the counting triggers, and whenever the figures are in doubt; without --project it works on the
 * local emulators (the seed loader runs it after writing).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { recountStats } from './lib/stats-recount';
import { projectArgs } from './lib/project-args';

const { project } = projectArgs('stats:recount', { dryRun: false });
try {
  const counted = await recountStats(getFirestore(await staffAdminApp(project)));
  console.log(
    `Recounted ${counted.leads} lead(s), ${counted.rsvp} sign-up(s), ${counted.downloads} download(s) and ${counted.newsletter} subscription(s) on ${project ?? 'the emulators'}.`,
  );
  await closeApps();
} catch (error) {
  console.error(`stats:recount failed: ${(error as Error).message}`);
  process.exit(1);
}
