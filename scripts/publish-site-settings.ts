/**
 * npm run publish:site-settings [-- --project ID]
 * Composes `site_settings_view/public`, the one document every page reads, from the stored site settings and
 * identity, as the functions do on each save. Run it once after the deploy that brings the view (README, deploy step 5):
 * until then the pages show the placeholders. Safe to run again. Without --project it works on the emulators.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { publishSiteSettingsView } from '../functions/src/settings/siteSettingsView';
import { closeApps, staffAdminApp } from './lib/staff-account';
import { projectArgs } from './lib/project-args';

const { project } = projectArgs('publish:site-settings', { dryRun: false });
try {
  const view = await publishSiteSettingsView(getFirestore(await staffAdminApp(project)));
  console.log(
    `Published site_settings_view/public on ${project ?? 'the emulators'}: radar ${view.radar_url}, president ${view.leadership.president.name}.`,
  );
  await closeApps();
} catch (error) {
  console.error(`publish:site-settings failed: ${(error as Error).message}`);
  process.exit(1);
}
