/**
 * `npm start`: build, start the Emulator Suite (auth, firestore, functions, hosting) for demo-cvc and the maildev
 * mail catcher, load the seed data and the demo staff, and print where everything is. Ctrl-C stops every
 * process it started. `npm run dev` (`--dev`) also serves the public site from Vite's dev server, rendered as
 * production renders it, with hot reload (scripts/lib/dev-site.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { MailDev } from 'maildev';
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
import { HEALTH_PATH } from '@cvc/web';
import { LOCAL_INBOX_PORT, LOCAL_SMTP_HOST, LOCAL_SMTP_PORT } from './lib/local-mail';
import { waitForTriggerQueue } from './lib/trigger-queue';
import { printVerificationCodes } from './lib/verification-codes';

const startedAt = Date.now();
const skipBuild = process.argv.includes('--no-build');
const dev = process.argv.includes('--dev');
if (!skipBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Up before the functions, which send every mail to it (functions/.secret.local, written by firebaseToolsEnv).
const mailCatcher = new MailDev({
  smtp: LOCAL_SMTP_PORT,
  ip: LOCAL_SMTP_HOST,
  web: LOCAL_INBOX_PORT,
  webIp: LOCAL_SMTP_HOST,
  silent: true,
});
try {
  await mailCatcher.start();
} catch (error) {
  console.error(
    `Could not start the mail catcher on ports ${LOCAL_SMTP_PORT} and ${LOCAL_INBOX_PORT}:`,
    error,
  );
  process.exit(1);
}

const emulators = spawn(FIREBASE_BIN, ['emulators:start', '--project', PROJECT_ID, '--only', EMULATORS], {
  cwd: ROOT,
  env: firebaseToolsEnv(),
  stdio: 'inherit',
});
let stopping = false;
emulators.on('exit', (code) => {
  void mailCatcher.stop().finally(() => process.exit(stopping ? 0 : (code ?? 1)));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    emulators.kill(signal);
  });
}

/** Until the health function answers 200 through Hosting, that is until the functions have loaded. */
async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

try {
  const hosting = `http://${emulatorAddress('hosting')}`;
  await waitForHttp(hosting, 120_000);
  await waitForHttp(`http://${emulatorAddress('firestore')}`, 60_000);
  await waitForHttp(`http://${emulatorAddress('auth')}`, 60_000);
  // The counting triggers see only writes made after the functions have loaded; the seed waits for them.
  await waitForHealth(`${hosting}${HEALTH_PATH}`, 120_000);
  Object.assign(process.env, clientEnv());
  const { loadSeed } = await import('./seed/load');
  const { counts, staff } = await loadSeed();
  // The seed's writes queue a few hundred trigger runs (history, slugs, counters, the demo staff's claims),
  // run one at a time: a minute on a 2-core host. Ready means they have run.
  console.log('\n  Seed loaded; waiting for its triggers to run...');
  const triggersMs = await waitForTriggerQueue();
  const devSite = dev ? await (await import('./lib/dev-site')).startDevSite() : null;
  console.log(`
  Seed loaded: ${Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')}

  Public site   ${hosting}/${devSite ? `\n  Dev site      ${devSite.url}/ (rendered like production, hot reload)` : ''}
  Admin console ${hosting}/admin/
  Mail inbox    http://${LOCAL_SMTP_HOST}:${LOCAL_INBOX_PORT}/ (every email the functions send; SMTP on ${LOCAL_SMTP_PORT})
  Demo admin    ${staff.admin.email} / ${staff.admin.password}
  News editor   ${staff.editor.email} / ${staff.editor.password}
  Second step   staff sign in with an SMS code too; the emulator sends none, so each code is printed below

  Ready in ${Math.round((Date.now() - startedAt) / 1000)} s (the seed's triggers have run, ${Math.round(triggersMs / 1000)} s after it loaded).
  Press Ctrl-C to stop the emulators.
`);
  printVerificationCodes();
} catch (error) {
  console.error('Could not start:', error);
  stopping = true;
  emulators.kill('SIGINT');
}
