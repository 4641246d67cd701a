/**
 * The App Check group of `npm run bench` (BENCH_ONLY=app-check), run by run.ts under `firebase emulators:exec`
 * against a build made with a reCAPTCHA site key (BENCH_SITE_KEY), as production is: counts what each public
 * route requests of App Check, reCAPTCHA and Firestore before any interaction, after scrolling, and after a form
 * is begun, and measures the home's JS and Lighthouse budgets in that build. Writes bench/app-check.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { ROOT, emulatorAddress } from '../../scripts/lib/emulators';
import { loadSeed } from '../../scripts/seed/load';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';
import { publicRoutes } from '../support/public-routes';
import { appCheckOrFirestore, measureAppCheckLoading, type AppCheckLoading } from './app-check-loading';
import { BUDGETS, atLeast, atMost, type Verdict } from './budgets';
import { startCdnStandIn, warmThrough } from './cdn';
import { kb } from './compressed-size';
import { withLighthouse, type LighthouseFigures } from './lighthouse';
import { measurePublicPage } from './public-pages';

// The build's key: run.ts made the build with it and passes it on.
const SITE_KEY = process.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY ?? '';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const HOSTING_DIR = join(ROOT, 'dist', 'hosting');
const BASE_URL = `http://${emulatorAddress('hosting')}`;
const FIRESTORE_HOST = emulatorAddress('firestore');

export type AppCheckRouteResult = {
  name: string;
  path: string;
  loading: AppCheckLoading | null;
  budgets: Record<string, Verdict>;
  errors: string[];
};

export type AppCheckBenchResults = {
  measuredAt: string;
  siteKey: string;
  routes: AppCheckRouteResult[];
  home: {
    routeJsGzipKb: number | null;
    lighthouse: LighthouseFigures | null;
    budgets: Record<string, Verdict>;
    errors: string[];
  };
};

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message.split('\n')[0]! : String(error);

await loadSeed();
const routes = await publicRoutes(getFirestore(getApps()[0]!));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

const results: AppCheckRouteResult[] = [];
for (const route of routes) {
  log(`App Check requests ${route.path}`);
  const result: AppCheckRouteResult = { ...route, loading: null, budgets: {}, errors: [] };
  try {
    const loading = await measureAppCheckLoading(browser, BASE_URL + route.path, HOSTING_DIR, FIRESTORE_HOST);
    result.loading = loading;
    const started = loading.afterFormStart;
    result.budgets = {
      // Nothing of App Check, reCAPTCHA or Firestore before the visitor does anything.
      nothingBeforeInteraction: appCheckOrFirestore(loading.beforeInteraction) === 0,
      // Reading the page to its end is not beginning a form: still no App Check or reCAPTCHA.
      noAppCheckOnScroll: loading.afterScroll.appCheckSdk + loading.afterScroll.recaptcha === 0,
      // Beginning a form starts App Check, which asks reCAPTCHA for its token.
      appCheckWithForm: started ? started.appCheckSdk > 0 && started.recaptcha > 0 : null,
    };
  } catch (error) {
    result.errors.push(messageOf(error));
  }
  results.push(result);
}

const home: AppCheckBenchResults['home'] = { routeJsGzipKb: null, lighthouse: null, budgets: {}, errors: [] };
try {
  log('home JS');
  const figures = await measurePublicPage(browser, `${BASE_URL}/`, HOSTING_DIR, FIRESTORE_HOST);
  home.routeJsGzipKb = kb(figures.js.routeTotal.gzip);
} catch (error) {
  home.errors.push(`JS: ${messageOf(error)}`);
}
if (LIGHTHOUSE_RUNS > 0) {
  log(`Lighthouse /, ${LIGHTHOUSE_RUNS} runs, through the CDN stand-in`);
  const cdn = await startCdnStandIn(BASE_URL);
  try {
    await warmThrough(browser, `${cdn.origin}/`);
    home.lighthouse = await withLighthouse((audit) => audit(`${cdn.origin}/`, LIGHTHOUSE_RUNS));
  } catch (error) {
    home.errors.push(`lighthouse: ${messageOf(error)}`);
  } finally {
    await cdn.stop();
  }
}
await browser.close();
const lh = home.lighthouse;
home.budgets = {
  routeJs: atMost(home.routeJsGzipKb, BUDGETS.routeJsGzipKb),
  performance: atLeast(lh?.performance, BUDGETS.minScore),
  accessibility: atLeast(lh?.accessibility, BUDGETS.minScore),
  seo: atLeast(lh?.seo, BUDGETS.minScore),
  lcp: atMost(lh?.lcpMs, BUDGETS.lcpMs),
  tbt: atMost(lh?.tbtMs, BUDGETS.tbtMs),
  cls: atMost(lh?.cls, BUDGETS.cls),
};

const output: AppCheckBenchResults = {
  measuredAt: new Date().toISOString(),
  siteKey: SITE_KEY,
  routes: results,
  home,
};
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'app-check.json'), `${JSON.stringify(output, null, 2)}\n`);
log('results written to bench/app-check.json');
