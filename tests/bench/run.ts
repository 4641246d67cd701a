/**
 * `npm run bench`: production-like build, then the Hosting, Firestore, Auth and Functions emulators with the
 * seed data, measured by measure.ts; prints one table and writes bench/results.json. On a shared machine run
 * it under the emulator lock:  flock /tmp/cvc-emulators.lock npm run bench
 * `npm run bench -- --no-build` measures the build already in dist/hosting.
 * BENCH_SPIKE=1 also measures the React Router 7 spike (spikes/rr7-framework, spike.ts); BENCH_ONLY=spike only
 * its pages and the same pages of the site.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../../scripts/lib/emulators';
import type { BenchResults } from './results';
import { buildSpike, SPIKE_ENABLED, spikeBuilt } from './spike';
import { formatTable } from './table';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The spike is built with the site, from the same sources, and whenever it has no build.
if (SPIKE_ENABLED && (!spikeBuilt() || !process.argv.includes('--no-build'))) buildSpike();

// The emulators log every request; keep that in a file and show only the bench's own progress lines.
mkdirSync(join(ROOT, '.cache'), { recursive: true });
const logPath = join(ROOT, '.cache', 'bench-emulators.log');
const log = createWriteStream(logPath);
const child = spawn('npx', ['tsx', 'scripts/emulators.ts', 'exec', 'npx tsx tests/bench/measure.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'pipe'],
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
  const results = JSON.parse(readFileSync(join(ROOT, 'bench', 'results.json'), 'utf8')) as BenchResults;
  console.log(`\n${formatTable(results)}\n\nWritten to bench/results.json; emulator log: ${logPath}`);
});
