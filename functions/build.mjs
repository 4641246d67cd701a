// Bundles the functions with esbuild so the `domain` workspace ships inside lib/ (Cloud Build installs only
// the dependencies in this package.json; domain is not published). The Firebase SDKs stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// firebase.json names the runtime (e.g. nodejs22); the bundle targets the same Node.
const [{ runtime }] = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
).functions;
const major = /^nodejs(\d+)$/.exec(runtime)?.[1];
if (!major) throw new Error(`firebase.json: functions runtime "${runtime}" is not nodejs<major>`);

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: `node${major}`,
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  logLevel: 'warning',
});
