/**
 * `npm run backups -- --project <alias or id> [--retention 14d] [--dry-run]`: Firestore point-in-time recovery
 * and a daily backup schedule on a real project (README, "Backups and restore"), through the Firestore Admin
 * REST API as the gcloud user. --dry-run prints the requests and sends nothing.
 */
import { parseBackupsArgs } from './lib/backups-args';
import { applyBackups } from './lib/backups-api';
import { firebaseAliases, gcloudCall, printingCall } from './lib/google-api';

const parsed = parseBackupsArgs(process.argv.slice(2), firebaseAliases());
if ('problems' in parsed) {
  console.error(parsed.problems.join('\n'));
  process.exit(2);
}
const { projectId, dryRun } = parsed;
try {
  const done = await applyBackups(dryRun ? printingCall() : gcloudCall(projectId), parsed);
  console.log(
    `${dryRun ? 'Would have' : 'Done'} on ${projectId}:\n${done.map((line) => `  - ${line}`).join('\n')}`,
  );
} catch (error) {
  console.error(`backups failed: ${(error as Error).message}`);
  process.exit(1);
}
