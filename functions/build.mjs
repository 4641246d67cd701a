// Bundles the functions with esbuild so the `domain` workspace ships inside lib/ (Cloud Build installs only
// the dependencies in this package.json; domain is not published). The Firebase SDKs stay external.
//
// Every function's instance loads lib/index.js whole, so it is kept small: minified, zod without the locales the
// product never shows, and nodemailer (about 440 KB) in a file of its own, lib/smtp-transport.js, which only
// sendMail loads, when it sends. `npm run bench` records both files' sizes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

// firebase.json names the runtime (e.g. nodejs22); the bundle targets the same Node.
const [{ runtime }] = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
).functions;
const major = /^nodejs(\d+)$/.exec(runtime)?.[1];
if (!major) throw new Error(`firebase.json: functions runtime "${runtime}" is not nodejs<major>`);

/** The SMTP transport's module, which sendMail imports: left out of index.js and built on its own. */
export const SMTP_TRANSPORT = { source: 'src/mail/smtpTransport.ts', output: 'lib/smtp-transport.js' };

/** zod's API (classic and core) exports every locale's messages; the functions show only English ones (its default). */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]zod[\\/]v4[\\/](classic|core|mini)[\\/]/.test(importer)
        ? { path: join(dirname(importer), '..', 'locales', 'en.js'), namespace: 'zod-locales' }
        : undefined,
    );
    plugin.onLoad({ filter: /.*/, namespace: 'zod-locales' }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(path)};`,
      resolveDir: dirname(path),
    }));
  },
};

/** sendMail's `import('./smtpTransport')` becomes a require of the file built beside index.js. */
const smtpTransportApart = {
  name: 'smtp-transport-apart',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\/smtpTransport$/ }, () => ({
      path: './smtp-transport.js',
      external: true,
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: `node${major}`,
  format: 'cjs',
  minify: true,
  // Function and class names stay readable in logs and stack traces (the source maps give the rest).
  keepNames: true,
  sourcemap: true,
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['src/index.ts'],
    outfile: 'lib/index.js',
    plugins: [zodEnglishOnly, smtpTransportApart],
  }),
  build({ ...common, entryPoints: [SMTP_TRANSPORT.source], outfile: SMTP_TRANSPORT.output }),
]);
