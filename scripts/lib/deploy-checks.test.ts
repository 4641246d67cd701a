import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBuildStamp } from './build-stamp';
import {
  RENDERER_FILE,
  checkFirestore,
  checkFunctions,
  checkHosting,
  checkSettings,
  deployPaths,
  emulatorMarkers,
  type DeployPaths,
} from './deploy-checks';
import { ROOT } from './emulators';

const PROJECT = 'cvc-prod';
const PROD_ENV = { VITE_FIREBASE_PROJECT_ID: PROJECT, VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com` };
const EMULATOR_ENV = {
  VITE_FIREBASE_PROJECT_ID: 'demo-cvc',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-cvc.firebaseapp.com',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};
const MAIL_SETTINGS =
  'MAIL_ENABLED=true\nMAIL_FROM=ABCVC <nao-responda@cvc.org.br>\nMAIL_MAX_ATTEMPTS=6\nMAIL_RETRY_BASE_SECONDS=10\nMAIL_TRUSTED_PROXIES=130.211.0.0/22\n';
const GOOD_SETTINGS = `SITE_HOSTS=www.cvc.org.br,cvc.org.br\nAPP_CHECK_ENFORCE=false\nAPP_CHECK_APP_ID=\nPUBLIC_MAX_INSTANCES=20\nHOME_MIN_INSTANCES=1\n${MAIL_SETTINGS}`;

let paths: DeployPaths;

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** What `npm run build` (mode emulator) or `npm run build:prod` leave: site, console, renderer, stamps. */
function fakeBuild(mode: 'production' | 'emulator', env: Record<string, string>) {
  const config = `const config={projectId:"${env.VITE_FIREBASE_PROJECT_ID}",authDomain:"${env.VITE_FIREBASE_AUTH_DOMAIN}"};${
    env.VITE_FIRESTORE_EMULATOR_HOST ? `connect("${env.VITE_FIRESTORE_EMULATOR_HOST}");` : ''
  }`;
  write(join(paths.hostingDir, 'assets', `index-${mode}.js`), config);
  write(join(paths.hostingDir, '_shell', 'app.html'), '<div id="root"></div>');
  write(join(paths.hostingDir, 'admin', 'index.html'), '<script src="/admin/assets/index.js"></script>');
  write(join(paths.hostingDir, 'admin', 'assets', 'index.js'), config);
  write(join(paths.serverDir, RENDERER_FILE), `export const renderPage=()=>"";${config}`);
  writeBuildStamp(
    { hostingDir: paths.hostingDir, serverDir: paths.serverDir, rendererFile: join(paths.serverDir, RENDERER_FILE) },
    { mode, env },
  );
}

beforeEach(() => {
  const root = mkdtempSync(join(tmpdir(), 'cvc-deploy-'));
  copyFileSync(join(ROOT, 'firebase.json'), join(root, 'firebase.json'));
  copyFileSync(join(ROOT, '.env.emulator'), join(root, '.env.emulator'));
  paths = deployPaths(root);
  write(join(paths.functionsDir, `.env.${PROJECT}`), GOOD_SETTINGS);
});
afterEach(() => rmSync(paths.root, { recursive: true, force: true }));

describe('a production build of the project', () => {
  it('passes every target', () => {
    fakeBuild('production', PROD_ENV);
    expect(checkHosting(PROJECT, paths)).toEqual([]);
    expect(checkFunctions(PROJECT, paths)).toEqual([]);
    expect(checkFirestore(PROJECT)).toEqual([]);
  });
});

describe('an emulator build', () => {
  it('is refused on hosting and functions, saying what to run instead', () => {
    fakeBuild('emulator', EMULATOR_ENV);
    const hosting = checkHosting(PROJECT, paths);
    expect(hosting.join('\n')).toContain('dist/hosting is an emulator build (mode emulator, hosts 127.0.0.1:8080');
    expect(hosting.join('\n')).toContain('was built for project "demo-cvc", not "cvc-prod"');
    expect(hosting.join('\n')).toMatch(/dist\/hosting names emulator hosts or a demo project \(.*127\.0\.0\.1:8080/);
    for (const problem of hosting) expect(problem).toContain('npm run deploy -- --project cvc-prod');
    expect(checkFunctions(PROJECT, paths).join('\n')).toContain('functions/lib/ssr is an emulator build');
  });

  it('is found by its content even with a production stamp', () => {
    fakeBuild('production', PROD_ENV);
    write(join(paths.hostingDir, 'admin', 'assets', 'index.js'), 'connectAuthEmulator("http://127.0.0.1:9099")');
    expect(checkHosting(PROJECT, paths).join('\n')).toContain('admin/assets/index.js: 127.0.0.1:9099');
    write(join(paths.hostingDir, 'admin', 'assets', 'index.js'), 'const c={projectId:"demo-cvc"}');
    expect(checkHosting(PROJECT, paths).join('\n')).toContain('admin/assets/index.js: "demo-cvc"');
    // The SDK's own fallback id is in every production build.
    write(join(paths.hostingDir, 'admin', 'assets', 'index.js'), 'const fallback=`demo-project`;const p="demo-project"');
    expect(checkHosting(PROJECT, paths)).toEqual([]);
  });

  it('knows every emulator address firebase.json and .env.emulator name', () => {
    expect(emulatorMarkers(paths.root)).toEqual(
      expect.arrayContaining(['127.0.0.1:8080', 'localhost:8080', '127.0.0.1:9099', '127.0.0.1:5001', '127.0.0.1:5000']),
    );
  });
});

describe('site and renderer from different builds', () => {
  it('is refused when the renderer comes from another build', () => {
    fakeBuild('production', PROD_ENV);
    const siteStamp = readFileSync(join(paths.hostingDir, '.build-stamp.json'), 'utf8');
    fakeBuild('production', PROD_ENV);
    write(join(paths.hostingDir, '.build-stamp.json'), siteStamp);
    const message = 'The site (dist/hosting) and its renderer (functions/lib/ssr) come from different builds';
    expect(checkHosting(PROJECT, paths).join('\n')).toContain(message);
    expect(checkFunctions(PROJECT, paths).join('\n')).toContain(message);
  });

  it('is refused when the client was rebuilt without its prerender, or the renderer changed', () => {
    fakeBuild('production', PROD_ENV);
    write(join(paths.hostingDir, 'assets', 'index-new.js'), '');
    expect(checkHosting(PROJECT, paths).join('\n')).toContain('rebuilt without its prerender');
    fakeBuild('production', PROD_ENV);
    write(join(paths.hostingDir, 'index.html'), '<div id="root"></div>');
    expect(checkHosting(PROJECT, paths).join('\n')).toContain('rebuilt without its prerender');
    fakeBuild('production', PROD_ENV);
    rmSync(join(paths.hostingDir, 'index.html'));
    write(join(paths.serverDir, RENDERER_FILE), 'export const renderPage=()=>"other";');
    expect(checkFunctions(PROJECT, paths).join('\n')).toContain(`functions/lib/ssr/${RENDERER_FILE} changed after its build`);
  });

  it('is refused when nothing was built, or without the console', () => {
    expect(checkHosting(PROJECT, paths).join('\n')).toContain('dist/hosting has no build stamp');
    expect(checkFunctions(PROJECT, paths).join('\n')).toContain('No site renderer in functions/lib/ssr');
    fakeBuild('production', PROD_ENV);
    rmSync(join(paths.hostingDir, 'admin'), { recursive: true });
    expect(checkHosting(PROJECT, paths)).toEqual([
      'No console in dist/hosting/admin: run `npm run deploy -- --project cvc-prod` instead.',
    ]);
  });
});

describe('the project', () => {
  it('is refused when it is a demo project or none, on every target', () => {
    fakeBuild('emulator', EMULATOR_ENV);
    for (const check of [checkFirestore, (p: string) => checkHosting(p, paths), (p: string) => checkFunctions(p, paths)]) {
      expect(check('demo-cvc')[0]).toContain('"demo-cvc" is an emulator-only demo project');
      expect(check('')[0]).toContain('No project');
    }
  });
});

describe("the functions' settings", () => {
  const settings = (text: string | undefined) => {
    rmSync(join(paths.functionsDir, `.env.${PROJECT}`), { force: true });
    if (text !== undefined) write(join(paths.functionsDir, `.env.${PROJECT}`), text);
    return checkSettings(PROJECT, paths);
  };

  it('accepts a complete file and refuses a missing one', () => {
    expect(settings(GOOD_SETTINGS)).toEqual([]);
    expect(settings(undefined)).toEqual([
      'functions/.env.cvc-prod is missing: copy functions/.env.example to functions/.env.cvc-prod and fill it in.',
    ]);
  });

  it('refuses each value the functions would misread', () => {
    const broken = (key: string, value: string) =>
      settings(GOOD_SETTINGS.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`));
    expect(broken('SITE_HOSTS', 'https://www.cvc.org.br/')).toEqual([
      'functions/.env.cvc-prod: SITE_HOSTS must be host names separated by commas, without https:// or a path (www.example.org,example.org).',
    ]);
    expect(broken('APP_CHECK_ENFORCE', 'TRUE')).toEqual(['functions/.env.cvc-prod: APP_CHECK_ENFORCE must be true or false.']);
    expect(broken('MAIL_TRUSTED_PROXIES', '')).toEqual([
      'functions/.env.cvc-prod: MAIL_ENABLED=true needs MAIL_TRUSTED_PROXIES (Hosting\'s forwarding ranges, runbook "The client address"), or every visitor counts as one client.',
    ]);
    expect(broken('PUBLIC_MAX_INSTANCES', '101')).toEqual([
      'functions/.env.cvc-prod: PUBLIC_MAX_INSTANCES must be a whole number from 1 to 100.',
    ]);
    expect(broken('PUBLIC_MAX_INSTANCES', '0')).toContain(
      'functions/.env.cvc-prod: PUBLIC_MAX_INSTANCES must be a whole number from 1 to 100.',
    );
    expect(settings(GOOD_SETTINGS.replace('PUBLIC_MAX_INSTANCES=20', 'PUBLIC_MAX_INSTANCES=2').replace('HOME_MIN_INSTANCES=1', 'HOME_MIN_INSTANCES=3'))).toEqual([
      'functions/.env.cvc-prod: HOME_MIN_INSTANCES cannot exceed PUBLIC_MAX_INSTANCES.',
    ]);
    expect(broken('HOME_MIN_INSTANCES', 'two')).toEqual([
      'functions/.env.cvc-prod: HOME_MIN_INSTANCES must be a whole number from 0 to 3.',
    ]);
    expect(broken('APP_CHECK_APP_ID', '123:web')).toEqual([
      "functions/.env.cvc-prod: APP_CHECK_APP_ID must be the site's web app id (1:123456789:web:abc123), or empty.",
    ]);
    expect(broken('APP_CHECK_ENFORCE', 'true')).toEqual([
      'functions/.env.cvc-prod: APP_CHECK_ENFORCE=true needs APP_CHECK_APP_ID, or the page renderer cannot read Firestore.',
    ]);
    expect(
      settings(GOOD_SETTINGS.replace('APP_CHECK_ENFORCE=false', 'APP_CHECK_ENFORCE=true').replace('APP_CHECK_APP_ID=', 'APP_CHECK_APP_ID=1:123456789:web:abc123')),
    ).toEqual([]);
    expect(settings(`SITE_HOSTS=\nAPP_CHECK_ENFORCE=false\nAPP_CHECK_APP_ID=\nPUBLIC_MAX_INSTANCES=5\n${MAIL_SETTINGS}`)).toEqual([
      'functions/.env.cvc-prod: HOME_MIN_INSTANCES is missing.',
    ]);
  });

  it('takes shared values from functions/.env, overridden by the project file', () => {
    write(
      join(paths.functionsDir, '.env'),
      `APP_CHECK_ENFORCE=maybe\nAPP_CHECK_APP_ID=1:123456789:web:abc123\nHOME_MIN_INSTANCES=0\n${MAIL_SETTINGS}`,
    );
    expect(settings('SITE_HOSTS=\nPUBLIC_MAX_INSTANCES=5\nAPP_CHECK_ENFORCE=true\n')).toEqual([]);
  });

  it('holds the emulator project to the same schema', () => {
    const emulator = deployPaths(ROOT);
    expect(checkSettings('demo-cvc', emulator)).toEqual([]);
  });
});

describe('the predeploy hooks', () => {
  const hooks = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as Record<
    string,
    { predeploy?: string[] } | { predeploy?: string[] }[]
  >;

  it('check every target firebase deploy ships', () => {
    const predeploy = (target: string) => [hooks[target]].flat()[0]!.predeploy;
    for (const target of ['firestore', 'functions', 'hosting']) {
      expect(predeploy(target)).toContain(`npx tsx scripts/deploy-check.ts ${target}`);
    }
  });

  const runHook = (target: string, project: string) =>
    spawnSync('npx', ['tsx', join(ROOT, 'scripts', 'deploy-check.ts'), target], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: project, PROJECT_DIR: paths.root },
    });

  it('refuse an emulator build as firebase-tools runs them, and pass a production one', () => {
    fakeBuild('emulator', EMULATOR_ENV);
    const refused = runHook('hosting', PROJECT);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refusing to deploy hosting to "cvc-prod":');
    expect(refused.stderr).toContain('run `npm run deploy -- --project cvc-prod` instead');

    fakeBuild('production', PROD_ENV);
    rmSync(join(paths.hostingDir, 'assets', 'index-emulator.js'));
    writeBuildStamp(
      { hostingDir: paths.hostingDir, serverDir: paths.serverDir, rendererFile: join(paths.serverDir, RENDERER_FILE) },
      { mode: 'production', env: PROD_ENV },
    );
    const passed = runHook('hosting', PROJECT);
    expect([passed.status, passed.stdout.trim()]).toEqual([0, 'hosting: ready to deploy to cvc-prod']);
  }, 30_000);
});
