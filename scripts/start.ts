/**
 * `npm start`: build, start the Emulator Suite (auth, firestore, functions, hosting) for demo-cvc, load the
 * seed data and the demo staff, and print where everything is. Ctrl-C stops every process it started.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  EMULATORS,
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  clientEnv,
  emulatorAddress,
  firebaseToolsEnv,
  waitForHttp,
} from './lib/emulators';

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const emulators = spawn(FIREBASE_BIN, ['emulators:start', '--project', PROJECT_ID, '--only', EMULATORS], {
  cwd: ROOT,
  env: firebaseToolsEnv(),
  stdio: 'inherit',
});
let stopping = false;
emulators.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    emulators.kill(signal);
  });
}

try {
  const hosting = `http://${emulatorAddress('hosting')}`;
  await waitForHttp(hosting, 120_000);
  await waitForHttp(`http://${emulatorAddress('firestore')}`, 60_000);
  await waitForHttp(`http://${emulatorAddress('auth')}`, 60_000);
  Object.assign(process.env, clientEnv());
  const { loadSeed } = await import('./seed/load');
  const { counts, staff } = await loadSeed();
  console.log(`
  Seed loaded: ${Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')}

  Public site   ${hosting}/
  Admin console ${hosting}/admin/
  Demo admin    ${staff.admin.email} / ${staff.admin.password}
  News editor   ${staff.editor.email} / ${staff.editor.password}

  Press Ctrl-C to stop the emulators.
`);
} catch (error) {
  console.error('Could not start:', error);
  stopping = true;
  emulators.kill('SIGINT');
}
