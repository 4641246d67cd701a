/**
 * Prerenders the public site after `vite build` (run by the site's build scripts): builds the server entry
 * (site/src/prerender/entry-server.tsx) with the same Vite config and mode, then, for every page the site
 * declares (its route.ts) in every language: renders a `build` page into the file Hosting serves at each of its
 * addresses; writes a `request` page's shell, which the sitePage function fills per request with the same
 * server entry (so the bundle goes into the functions' build too); renders the `fallback` page into the page
 * sitePage answers every other address with (a 404); writes the script-free shell the console's preview fills
 * in each language, and robots.txt with the sitemap at the site's origin.
 * Vite's own index.html goes once read: Hosting would serve a file at / before the home's rewrite.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { AUDIENCE_TIME_ZONE, LANGUAGES, type Language } from '@cvc/domain';
import {
  localizedPath,
  prerenderedFileOf,
  shellPath,
  staticShellPath,
  type PageDeclaration,
  type SiteRenderer,
} from '@cvc/web';
import { writeBuildStamp } from './lib/build-stamp';
import { ROOT } from './lib/emulators';
import { prerenderedDocument, shellDocument, staticShellDocument } from './lib/prerender-html';
import { robotsTxt } from './lib/robots-txt';
import { withManifestOf } from './lib/site-icons';
import { chunksWithZod } from './lib/zod-free-pages';
import {
  chunksOf,
  entryChunksOf,
  languageChunksOf,
  pageModuleChunksOf,
  type ViteManifest,
} from './lib/vite-manifest';

const SITE_DIR = join(ROOT, 'site');
const HOSTING_DIR = join(ROOT, 'dist', 'hosting');
// Where the functions' build is (functions/build.mjs bundles the rest of lib/ beside it).
const SERVER_DIR = join(ROOT, 'functions', 'lib', 'ssr');
const SERVER_ENTRY = 'entry-server.mjs';

// The pages are rendered as the audience's browsers will hydrate them (domain/src/format.ts).
process.env.TZ = AUDIENCE_TIME_ZONE;

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });

await build({
  root: SITE_DIR,
  configFile: join(SITE_DIR, 'vite.config.ts'),
  mode: values.mode,
  logLevel: 'warn',
  // Bundled whole, so packages resolve with the browser build's module format (styled-components' Node entry
  // is CommonJS, whose default export Node's ESM loader would not unwrap).
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/entry-server.tsx',
    outDir: SERVER_DIR,
    emptyOutDir: true,
    // Only the code: public files and the manifest are the client build's.
    copyPublicDir: false,
    manifest: false,
    // One file: the functions' package is CommonJS, where a .js chunk beside it would not load as a module.
    rollupOptions: { output: { entryFileNames: SERVER_ENTRY, codeSplitting: false } },
  },
});
const { renderer } = (await import(pathToFileURL(join(SERVER_DIR, SERVER_ENTRY)).href)) as {
  renderer: SiteRenderer;
};

// The client build's manifest names each page's chunks; it is not part of the site, so it goes once read.
const manifestDir = join(HOSTING_DIR, '.vite');
const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8')) as ViteManifest;
rmSync(manifestDir, { recursive: true, force: true });
const appChunks = entryChunksOf(manifest, 'index.html');
// Each language's messages are a chunk of their own, which the app loads before it renders (site/src/i18n), so
// a page names its language's too rather than wait for the app to ask.
const messageChunks = (language: Language) => chunksOf(manifest, `src/i18n/${language}.ts`);
// A page's own texts are a chunk per language too, which its code awaits before it runs: named as well.
const pageChunks = (page: PageDeclaration, language: Language) => {
  const code = [...appChunks, ...pageModuleChunksOf(manifest, 'index.html', page.folder)];
  const texts = [...messageChunks(language), ...languageChunksOf(manifest, code, language)];
  return [...new Set([...appChunks, ...texts, ...code])].map((file) => `/${file}`);
};

// Data comes from Firestore (the emulator locally): connecting while the app loads saves a round trip.
const env = loadEnv(values.mode!, ROOT, 'VITE_');
const preconnect = env.VITE_FIRESTORE_EMULATOR_HOST
  ? `http://${env.VITE_FIRESTORE_EMULATOR_HOST}`
  : 'https://firestore.googleapis.com';

// Prerendered pages name their canonical address and alternates in full: the site's origin as the build knows
// it (VITE_SITE_ORIGIN for a custom domain; else the project's web.app host, or the local Hosting emulator).
const origin =
  env.VITE_SITE_ORIGIN ||
  (env.VITE_FIRESTORE_EMULATOR_HOST
    ? 'http://127.0.0.1:5000'
    : `https://${env.VITE_FIREBASE_PROJECT_ID}.web.app`);

// Re-running without a new client build must start again from Vite's page, kept aside (not served) the first time.
const templateFile = join(HOSTING_DIR, '..', 'site-template.html');
if (existsSync(join(HOSTING_DIR, 'index.html'))) {
  mkdirSync(dirname(templateFile), { recursive: true });
  writeFileSync(templateFile, readFileSync(join(HOSTING_DIR, 'index.html')));
  rmSync(join(HOSTING_DIR, 'index.html'));
}
const template = readFileSync(templateFile, 'utf8');
// Each language's pages link their language's manifest (its name and start page).
const templateIn = (language: Language) => withManifestOf(template, language);
const write = (path: string, html: string) => {
  const file = join(HOSTING_DIR, prerenderedFileOf(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
};

let pages = 0;
let shells = 0;
/** `address` rendered as the page it is (at build time, without data). */
async function renderAt(address: string) {
  const page = renderer.pageAt(address);
  if (!page) throw new Error(`No page at ${address}`);
  return renderer.renderPage(page, address, { origin });
}

for (const page of renderer.pages) {
  for (const language of LANGUAGES) {
    const chunks = pageChunks(page, language);
    const withZod = chunksWithZod(chunks, (file) => readFileSync(join(HOSTING_DIR, file), 'utf8'));
    if (withZod.length > 0) {
      throw new Error(
        `${page.id} (${language}) starts up with zod in ${withZod.join(', ')}: import no schema`,
      );
    }
    if (page.render === 'build') {
      for (const path of page.paths) {
        const address = localizedPath(language, path);
        const rendered = await renderAt(address);
        write(
          address,
          prerenderedDocument(templateIn(language), rendered, { language, pageChunks: chunks, preconnect }),
        );
        pages += 1;
      }
    } else if (page.render === 'fallback') {
      const rendered = await renderAt(localizedPath(language, '/_'));
      write(
        shellPath(page.id, language),
        prerenderedDocument(templateIn(language), rendered, { language, pageChunks: chunks }),
      );
      pages += 1;
    } else {
      // Rendered with their data, so they read nothing from Firestore when they land: no early connection.
      write(
        shellPath(page.id, language),
        shellDocument(templateIn(language), { language, pageChunks: chunks }),
      );
      shells += 1;
    }
  }
}
// The console's preview fills this one: a page no app takes over, so it names no script.
for (const language of LANGUAGES) {
  write(staticShellPath(language), staticShellDocument(templateIn(language), language));
  shells += 1;
}
// Crawlers are sent to the sitemap at the origin every canonical address names.
writeFileSync(join(HOSTING_DIR, 'robots.txt'), robotsTxt(origin));
// The same stamp beside the site and its renderer: the deploy checks refuse to ship them from different builds.
writeBuildStamp(
  { hostingDir: HOSTING_DIR, serverDir: SERVER_DIR, rendererFile: join(SERVER_DIR, SERVER_ENTRY) },
  { mode: values.mode!, env },
);
process.stdout.write(
  `prerendered ${pages} pages and ${shells} shells into dist/hosting; server entry in functions/lib/ssr\n`,
);
