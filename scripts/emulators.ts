/**
 * Runs a command under `firebase emulators:exec` with the emulators set up for this machine:
 *   tsx scripts/emulators.ts exec "<command>"
 * The command sees FIRESTORE_EMULATOR_HOST and friends, set by firebase-tools.
 */
import { spawn } from 'node:child_process';
import { EMULATORS, FIREBASE_BIN, PROJECT_ID, ROOT, firebaseToolsEnv } from './lib/emulators';

const [mode, command] = process.argv.slice(2);
if (mode !== 'exec' || !command) {
  console.error('usage: tsx scripts/emulators.ts exec "<command>"');
  process.exit(2);
}

const child = spawn(FIREBASE_BIN, ['emulators:exec', '--project', PROJECT_ID, '--only', EMULATORS, command], {
  cwd: ROOT,
  env: firebaseToolsEnv(),
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
