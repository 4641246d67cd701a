/**
 * `npm run restore -- (--from <export folder> | --source-database <db>) --collection <name>
 *  (--emulator | --project <alias or id>) [--merge | --replace] [--dry-run]`:
 * restores one collection into a running database (README, "Backups and restore"). Exit 2: bad arguments;
 * exit 1: refused (a non-empty collection without --merge/--replace, nothing to restore) or failed.
 */
import { RestoreRefused, runRestore } from './lib/backups-restore';
import { parseRestoreArgs } from './lib/backups-restore-args';
import { PROJECT_ID, emulatorAddress } from './lib/emulators';
import { firebaseAliases } from './lib/google-api';

const parsed = parseRestoreArgs(process.argv.slice(2), firebaseAliases(), PROJECT_ID);
if ('problems' in parsed) {
  console.error(parsed.problems.join('\n'));
  process.exit(2);
}
try {
  await runRestore(parsed, process.env.FIRESTORE_EMULATOR_HOST ?? emulatorAddress('firestore'));
} catch (error) {
  console.error(
    error instanceof RestoreRefused ? error.message : `restore failed: ${(error as Error).stack}`,
  );
  process.exit(1);
}
