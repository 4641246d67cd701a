/**
 * npm run stats:recount [-- --project ID]
 * Rebuilds the dashboard counters (stats/*) from the leads, sign-ups and downloads. Once on a project after
 * deploying the counting triggers, and whenever the figures are in doubt; without --project it works on the
 * local emulators (the seed loader runs it after writing).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { recountStats } from './lib/stats-recount';

const args = process.argv.slice(2);
const at = args.indexOf('--project');
const project = at === -1 ? null : (args[at + 1] ?? null);
if (at !== -1 && !project) {
  console.error('usage: npm run stats:recount [-- --project ID]');
  process.exit(2);
}
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
