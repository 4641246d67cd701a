import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { emulatorMarkers, scanForEmulatorConfig } from './deploy-checks';
import { ROOT } from './emulators';
import { filesUnder } from './build-stamp';

// The modules that carry the Firebase config into the site and the console, built as `npm run build:prod`
// builds them (mode production, the apps' own Vite configs) from a fake project's .env.production.local, and
// as `npm run build` does (mode emulator). Only these modules read the config, so they are what a production
// build could leak an emulator host through; the whole build takes minutes, these seconds.

const FAKE_PROJECT = 'cvc-fake-prod';
const work = mkdtempSync(join(tmpdir(), 'cvc-config-'));
writeFileSync(
  join(work, '.env.production.local'),
  [
    'VITE_FIREBASE_API_KEY=AIzaFakeKeyForTheBuildTest',
    `VITE_FIREBASE_AUTH_DOMAIN=${FAKE_PROJECT}.firebaseapp.com`,
    `VITE_FIREBASE_PROJECT_ID=${FAKE_PROJECT}`,
    'VITE_FIREBASE_APP_ID=1:123:web:abc',
  ].join('\n'),
);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const CONFIG_MODULES = { site: 'src/data/firebase.ts', admin: 'src/providers/firebase.ts' } as const;

async function buildConfig(app: keyof typeof CONFIG_MODULES, mode: 'production' | 'emulator'): Promise<string> {
  const outDir = join(work, `${app}-${mode}`);
  await build({
    root: join(ROOT, app),
    configFile: join(ROOT, app, 'vite.config.ts'),
    mode,
    envDir: mode === 'production' ? work : ROOT,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      lib: { entry: CONFIG_MODULES[app], formats: ['es'], fileName: 'config' },
      rollupOptions: { external: [/^firebase\//] },
    },
  });
  return outDir;
}

const text = (dir: string) => filesUnder(dir).map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');

describe.each(Object.keys(CONFIG_MODULES) as (keyof typeof CONFIG_MODULES)[])('the %s config', (app) => {
  it('built for production names the project and no emulator host or demo project', async () => {
    const out = await buildConfig(app, 'production');
    expect(text(out)).toContain(`"${FAKE_PROJECT}"`);
    expect(scanForEmulatorConfig(out, emulatorMarkers(ROOT))).toEqual([]);
  }, 60_000);

  it('built for the emulators is caught by the same scan', async () => {
    const found = scanForEmulatorConfig(await buildConfig(app, 'emulator'), emulatorMarkers(ROOT)).join('\n');
    expect(found).toContain('127.0.0.1:8080');
    expect(found).toContain('"demo-cvc"');
  }, 60_000);
});
