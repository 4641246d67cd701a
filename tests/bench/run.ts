/**
 * `npm run bench`: production-like build, then the Hosting, Firestore, Auth and Functions emulators with the
 * seed data, measured by measure.ts; prints one table and writes bench/results.json (RESULTS_FILE in results.ts).
 * On a shared machine run it under the emulator lock:  flock /tmp/cvc-emulators.lock npm run bench
 * `npm run bench -- --no-build` measures the build already in dist/hosting.
 * BENCH_ONLY=newsletter sends the bench's newsletter edition alone (measure-newsletter.ts) and merges its figures
 * into bench/results.json; BENCH_ONLY=functions measures the functions' bundles and the server render's cold
 * start alone (measure-functions.ts) the same way.
 * BENCH_ONLY=app-check builds with a reCAPTCHA site key, as production is, measures what App Check loads and when
 * (measure-app-check.ts), then builds again without the key, as the emulator suites expect dist/ to be.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../../scripts/lib/emulators';
import { RESULTS_FILE, type BenchResults } from './results';
import { BENCH_SITE_KEY } from './app-check-loading';
import { formatAppCheckTable } from './app-check-table';
import type { AppCheckBenchResults } from './measure-app-check';
import {
  formatFunctionsTable,
  formatMissTable,
  formatNewsletterTable,
  formatTable,
  formatTapsTable,
} from './table';

const APP_CHECK_GROUP = process.env.BENCH_ONLY === 'app-check';
const NEWSLETTER_GROUP = process.env.BENCH_ONLY === 'newsletter';
const FUNCTIONS_GROUP = process.env.BENCH_ONLY === 'functions';
const siteKeyEnv = { ...process.env, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: BENCH_SITE_KEY };

function build(env: NodeJS.ProcessEnv = process.env): void {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The App Check group needs a build with a site key, whatever dist/ holds.
if (APP_CHECK_GROUP) build(siteKeyEnv);
else if (!process.argv.includes('--no-build')) build();

// The emulators log every request; keep that in a file and show only the bench's own progress lines.
mkdirSync(join(ROOT, '.cache'), { recursive: true });
const logPath = join(ROOT, '.cache', 'bench-emulators.log');
const log = createWriteStream(logPath);
// The App Check group also runs the spec that fails unless the keyed build loads App Check only with a form,
// and the one that sends every public form and finds no cookie, on the keyed build.
const measure = APP_CHECK_GROUP
  ? 'npx tsx tests/bench/measure-app-check.ts && cd tests && npx playwright test e2e/pages/app-check-loading.spec.ts e2e/privacy/no-cookies.spec.ts'
  : `npx tsx tests/bench/${NEWSLETTER_GROUP ? 'measure-newsletter.ts' : FUNCTIONS_GROUP ? 'measure-functions.ts' : 'measure.ts'}`;
const child = spawn('npx', ['tsx', 'scripts/emulators.ts', 'exec', measure], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: APP_CHECK_GROUP ? siteKeyEnv : process.env,
});
const tail: string[] = [];
for (const stream of [child.stdout, child.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    log.write(`${line}\n`);
    tail.push(line);
    if (tail.length > 40) tail.shift();
    if (line.startsWith('[bench]')) console.error(line);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));

child.on('exit', (code) => {
  log.end();
  if (code !== 0) {
    console.error(`${tail.join('\n')}\n\nBench failed (exit ${code}); full emulator log: ${logPath}`);
    process.exit(code ?? 1);
  }
  if (APP_CHECK_GROUP) {
    console.error('[bench] building again without the site key');
    build();
    const results = JSON.parse(
      readFileSync(join(ROOT, 'bench', 'app-check.json'), 'utf8'),
    ) as AppCheckBenchResults;
    console.log(
      `\n${formatAppCheckTable(results)}\n\nWritten to bench/app-check.json; emulator log: ${logPath}`,
    );
    return;
  }
  const results = JSON.parse(readFileSync(join(ROOT, 'bench', RESULTS_FILE), 'utf8')) as BenchResults;
  const tables = NEWSLETTER_GROUP
    ? [formatNewsletterTable(results)]
    : FUNCTIONS_GROUP
      ? [formatFunctionsTable(results)]
      : [
          formatTable(results),
          formatMissTable(results),
          formatTapsTable(results),
          formatNewsletterTable(results),
          formatFunctionsTable(results),
        ];
  console.log(
    `\n${tables.filter(Boolean).join('\n\n')}\n\nWritten to bench/${RESULTS_FILE}; emulator log: ${logPath}`,
  );
});
