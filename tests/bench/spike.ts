/**
 * BENCH_SPIKE=1 (or BENCH_ONLY=spike): the React Router 7 framework-mode spike (spikes/rr7-framework) measured
 * beside the site, from its own server on the loopback, with the same figures. Its pages read the same Firestore
 * emulator and seed, through the site's own data modules.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/emulators';

export const SPIKE_ENABLED = process.env.BENCH_SPIKE === '1' || process.env.BENCH_ONLY === 'spike';
export const SPIKE_DIR = join(ROOT, 'spikes', 'rr7-framework');
/** What the spike's server serves as static files: the sizes of its scripts come from here. */
export const SPIKE_CLIENT_DIR = join(SPIKE_DIR, 'dist', 'client');
export const SPIKE_ORIGIN = 'http://127.0.0.1:5301';
/** Row names of the spike's pages start with this (SPIKE_DEFER_BOOT=1: an experiment of its server, see its README). */
export const SPIKE_ROW = process.env.SPIKE_DEFER_BOOT === '1' ? 'RR7 spike, deferred boot: ' : 'RR7 spike: ';

/** `npm run build` of the spike (its own package, installed with `npm install --prefix spikes/rr7-framework`). */
export function buildSpike(): void {
  if (!existsSync(join(SPIKE_DIR, 'node_modules'))) {
    throw new Error('The spike is not installed: npm install --prefix spikes/rr7-framework');
  }
  const build = spawnSync('npm', ['run', '--prefix', SPIKE_DIR, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The spike's build failed (exit ${build.status})`);
}

export const spikeBuilt = () => existsSync(join(SPIKE_DIR, 'dist', 'server', 'index.js'));

/**
 * Starts the spike's react-router-serve on 127.0.0.1:5301 (its `npm start`) and resolves once it answers; the
 * returned function stops it. Its request log goes to stderr (the emulator log, under the bench).
 */
export async function startSpike(): Promise<() => Promise<void>> {
  const server = spawn(
    join(SPIKE_DIR, 'node_modules', '.bin', 'react-router-serve'),
    ['dist/server/index.js'],
    {
      cwd: SPIKE_DIR,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '5301', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk: Buffer) => process.stderr.write(`[spike server] ${chunk.toString()}`));
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Never left running, however this process ends.
  const kill = () => server.kill('SIGTERM');
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (server.exitCode === null) kill();
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The spike's server exited (${server.exitCode})`);
    const up = await fetch(`${SPIKE_ORIGIN}/noticias`, { method: 'HEAD' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The spike's server did not answer at ${SPIKE_ORIGIN}`);
}
