/**
 * What a functions instance loads and how long its first page takes: the built bundles' sizes (lib/index.js,
 * which every function's instance loads whole, and the files only some load), and the server render's cold
 * start, a fresh Node process on the functions' runtime that loads lib/index.js and serves sitePage's first
 * request against the running emulators (the Functions Framework's own start is not counted).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { PROJECT_ID, ROOT, emulatorAddress } from '../../scripts/lib/emulators';
import { withFunctionsNode } from '../../scripts/lib/functions-node';
import { median } from './stats';

const LIB = join(ROOT, 'functions', 'lib');

/** The built files, and which functions load each. */
const BUNDLES = [
  { file: 'index.js', loadedBy: 'every function' },
  { file: 'smtp-transport.js', loadedBy: 'sendMail, when it sends' },
  { file: 'ssr/entry-server.mjs', loadedBy: 'sitePage and the preview, at their first page' },
] as const;

export const COLD_START_RUNS = 5;

export type BundleSize = { file: string; loadedBy: string; bytes: number; gzip: number };
export type FunctionsStart = {
  bundles: BundleSize[];
  /** Medians of COLD_START_RUNS fresh instances: loading lib/index.js, and from the process's start to the home. */
  coldStart: { loadMs: number; firstPageMs: number; runsMs: number[] } | null;
};

export const FUNCTIONS_START_METHOD =
  `functions/lib as built; a cold start is a fresh Node process on the functions' runtime that loads ` +
  `lib/index.js and serves sitePage's first request (the home) against the emulators, median of ${COLD_START_RUNS}`;

function bundleSizes(): BundleSize[] {
  return BUNDLES.map(({ file, loadedBy }) => {
    const content = readFileSync(join(LIB, file));
    return { file, loadedBy, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}

/** `KEY=value` lines of a dotenv file, comments and blank lines skipped. */
function dotenv(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line));
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The parameters the emulators give the functions (functions/.env.<project>), and the emulators' addresses. */
function instanceEnv(): NodeJS.ProcessEnv {
  const params = dotenv(readFileSync(join(ROOT, 'functions', `.env.${PROJECT_ID}`), 'utf8'));
  return withFunctionsNode({
    ...process.env,
    ...params,
    // As the functions emulator runs them: the page's shell comes from the local Hosting emulator.
    FUNCTIONS_EMULATOR: 'true',
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID }),
    FIRESTORE_EMULATOR_HOST: emulatorAddress('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorAddress('auth'),
    FUNCTIONS_LIB: join(LIB, 'index.js'),
    FUNCTION_TARGET: 'sitePage',
  });
}

async function oneColdStart(env: NodeJS.ProcessEnv): Promise<{ loadMs: number; firstPageMs: number }> {
  const started = performance.now();
  const child = spawn('node', [join(import.meta.dirname, 'functions-cold-start.cjs')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before serving`)));
    });
    const { port, loadedMs } = JSON.parse(line) as { port: number; loadedMs: number };
    // Hosting's rewrite names the site's host, as it does for every page.
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-host': emulatorAddress('hosting') },
    });
    await response.text();
    if (response.status !== 200) throw new Error(`sitePage answered the home with ${response.status}`);
    return { loadMs: loadedMs, firstPageMs: performance.now() - started };
  } finally {
    child.kill();
  }
}

export async function measureFunctionsStart(log: (message: string) => void): Promise<FunctionsStart> {
  const bundles = bundleSizes();
  let coldStart: FunctionsStart['coldStart'] = null;
  try {
    const env = instanceEnv();
    const runs = [];
    for (let run = 0; run < COLD_START_RUNS; run++) runs.push(await oneColdStart(env));
    coldStart = {
      loadMs: median(runs.map((run) => run.loadMs)),
      firstPageMs: median(runs.map((run) => run.firstPageMs)),
      runsMs: runs.map((run) => Math.round(run.firstPageMs)),
    };
    log(`functions: cold start ${Math.round(coldStart.firstPageMs)} ms to the home's first page`);
  } catch (error) {
    log(`functions: no cold start measured: ${(error as Error).message}`);
  }
  return { bundles, coldStart };
}
