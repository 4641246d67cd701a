/**
 * `npm run backups:drill [-- --collection news]`: the restore drill on the running emulators (npm start):
 * exports demo-cvc, wipes the collection, restores it with the restore tool and checks that every collection's
 * count and checksum is what it was. The functions' triggers are off meanwhile, so the wipe and the restore
 * leave no change history; it starts once the queued trigger runs are done. Exit 1 when anything differs.
 */
import { join } from 'node:path';
import { runDrill } from './lib/backups-drill';
import { PROJECT_ID, ROOT, clientEnv, setBackgroundTriggers } from './lib/emulators';
import { waitForTriggerQueue } from './lib/trigger-queue';

const args = process.argv.slice(2);
const at = args.indexOf('--collection');
const collection = at === -1 ? 'news' : args[at + 1];
if (!collection || args.length !== (at === -1 ? 0 : 2)) {
  console.error(
    'usage: npm run backups:drill [-- --collection <name>]   (default news; the emulators must be running)',
  );
  process.exit(2);
}
Object.assign(process.env, { ...clientEnv(), ...process.env });
try {
  // Triggers still running (the seed's counters, say) would change collections between the two counts.
  await waitForTriggerQueue();
  const result = await runDrill({
    projectId: PROJECT_ID,
    collection,
    host: process.env.FIRESTORE_EMULATOR_HOST!,
    exportDir: join(ROOT, '.cache', 'backups-drill', new Date().toISOString().replace(/[:.]/g, '-')),
    triggers: setBackgroundTriggers,
  });
  console.log('\ncollection             before                      after');
  for (const name of Object.keys(result.before)) {
    const cell = (s = result.before[name]) =>
      s ? `${String(s.count).padStart(5)} ${s.checksum.slice(0, 16)}` : 'absent';
    console.log(`${name.padEnd(22)} ${cell().padEnd(27)} ${cell(result.after[name])}`);
  }
  if (result.differences.length) {
    console.error(`\nThe drill FAILED: ${result.differences.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `\nThe drill passed: ${collection} wiped and restored; every collection's count and checksum as before.`,
  );
} catch (error) {
  console.error(`backups:drill failed: ${(error as Error).message}`);
  process.exit(1);
}
