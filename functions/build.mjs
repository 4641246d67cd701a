// Bundles the functions with esbuild so the `domain` workspace ships inside lib/ (Cloud Build installs only
// the dependencies in this package.json; domain is not published). The Firebase SDKs stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  logLevel: 'warning',
});
