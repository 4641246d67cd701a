/**
 * Prerenders the public site after `vite build` (run by the site's build scripts): builds the server entry
 * (site/src/prerender/entry-server.tsx) with the same Vite config and mode, renders every public route and
 * writes each beside the client build as the file Hosting serves at that path. Routes rendered per request with
 * their data (the home, the lists, articles and the course landings) get a shell instead, which the homePage,
 * listPage, articlePreview and landingPage functions fill; they run the same server entry, so the bundle goes into the functions' build
 * too. Vite's own index.html, with an empty root, becomes the app shell for every other address; it goes from
 * where it was, since Hosting would serve a file at / before the home's rewrite.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import {
  ARTICLE_PATH_PREFIXES,
  AUDIENCE_TIME_ZONE,
  PAGE_SHELLS,
  PUBLIC_ROUTES,
  PUBLIC_ROUTE_ALIASES,
  SERVER_RENDERED_PAGES,
  prerenderedFileOf,
  type PageRenderer,
} from '@cvc/domain';
import { writeBuildStamp } from './lib/build-stamp';
import { ROOT } from './lib/emulators';
import { prerenderedDocument, shellDocument } from './lib/prerender-html';
import { chunksOf, entryChunksOf, type ViteManifest } from './lib/vite-manifest';

const SITE_DIR = join(ROOT, 'site');
const HOSTING_DIR = join(ROOT, 'dist', 'hosting');
// Where the functions' build is (functions/build.mjs bundles the rest of lib/ beside it).
const SERVER_DIR = join(ROOT, 'functions', 'lib', 'ssr');
const SERVER_ENTRY = 'entry-server.mjs';

// The pages are rendered as the audience's browsers will hydrate them (domain/src/format.ts).
process.env.TZ = AUDIENCE_TIME_ZONE;

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });

/** Address served → address rendered, for the pages whose first screen is the same for every visitor. */
const PAGES: [served: string, rendered: string][] = [
  ...Object.values(PUBLIC_ROUTES),
  ...Object.values(PUBLIC_ROUTE_ALIASES).flat(),
]
  .filter((path) => !(path in SERVER_RENDERED_PAGES))
  .map((path): [string, string] => [path, path]);

/** Shell → a route it serves (the route's chunks go in the shell); an alias's shell is its page's, written once. */
const SHELLS: [shell: string, route: string][] = [
  ...new Map(
    Object.entries(SERVER_RENDERED_PAGES)
      .reverse()
      .map(([route, shell]): [string, string] => [shell, route]),
  ),
  [PAGE_SHELLS.article, `${ARTICLE_PATH_PREFIXES.news}/_`],
];

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
    rollupOptions: { output: { entryFileNames: SERVER_ENTRY, inlineDynamicImports: true } },
  },
});
const { renderPage, pageModuleOf } = (await import(pathToFileURL(join(SERVER_DIR, SERVER_ENTRY)).href)) as {
  renderPage: PageRenderer;
  pageModuleOf: (pathname: string) => string | undefined;
};

// The client build's manifest names each page's chunks; it is not part of the site, so it goes once read.
const manifestDir = join(HOSTING_DIR, '.vite');
const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8')) as ViteManifest;
rmSync(manifestDir, { recursive: true, force: true });
const appChunks = entryChunksOf(manifest, 'index.html');
const pageChunks = (rendered: string) => {
  const module = pageModuleOf(rendered);
  if (!module) throw new Error(`No page module for ${rendered}`);
  return [...new Set([...appChunks, ...chunksOf(manifest, `src/${module}`)])].map((file) => `/${file}`);
};

// Data comes from Firestore (the emulator locally): connecting while the app loads saves a round trip.
const env = loadEnv(values.mode!, ROOT, 'VITE_');
const preconnect = env.VITE_FIRESTORE_EMULATOR_HOST
  ? `http://${env.VITE_FIRESTORE_EMULATOR_HOST}`
  : 'https://firestore.googleapis.com';

// Re-running without a new client build must start again from Vite's page, not from a prerendered one.
const appShellFile = join(HOSTING_DIR, prerenderedFileOf(PAGE_SHELLS.app));
const template = readFileSync(
  existsSync(appShellFile) ? appShellFile : join(HOSTING_DIR, 'index.html'),
  'utf8',
);
const write = (path: string, html: string) => {
  const file = join(HOSTING_DIR, prerenderedFileOf(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
};

write(PAGE_SHELLS.app, template);
for (const [served, rendered] of PAGES) {
  const page = await renderPage(rendered);
  write(served, prerenderedDocument(template, page, { pageChunks: pageChunks(rendered), preconnect }));
}
rmSync(join(HOSTING_DIR, 'index.html'), { force: true });
// The home, the lists and the landings arrive with their data, so their first render reads nothing from
// Firestore; an article still reads the 'continue reading' card there.
for (const [shell, route] of SHELLS) {
  const connect = shell === PAGE_SHELLS.article ? { preconnect } : {};
  write(shell, shellDocument(template, { pageChunks: pageChunks(route), ...connect }));
}
// The same stamp beside the site and its renderer: the deploy checks refuse to ship them from different builds.
writeBuildStamp(
  { hostingDir: HOSTING_DIR, serverDir: SERVER_DIR, rendererFile: join(SERVER_DIR, SERVER_ENTRY) },
  { mode: values.mode!, env },
);
process.stdout.write(
  `prerendered ${PAGES.length} pages and ${SHELLS.length} shells into dist/hosting; server entry in functions/lib/ssr\n`,
);
