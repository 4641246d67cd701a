/**
 * The measuring half of `npm run bench`, run by run.ts under `firebase emulators:exec` (the emulator hosts
 * are in the environment). Seeds, measures every public route, the console and a newsletter edition's send
 * (newsletter-edition.ts), prints the tables and writes bench/results.json (bench/results-host-<index>.json with
 * BENCH_HOST_INDEX). Nothing here fails on a budget: figures are reported as met / not met.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { ROOT, emulatorAddress } from '../../scripts/lib/emulators';
import { loadSeed } from '../../scripts/seed/load';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';
import {
  measureAdminJs,
  measureAdminLoginJs,
  measureLeadsFirstPage,
  measureLeadsSearch,
} from './admin-pages';
import { measureDashboardReads } from './dashboard';
import { recountStats } from '../../scripts/lib/stats-recount';
import { BUDGETS, atLeast, atMost, sameDashboardReads } from './budgets';
import { startCdnStandIn, warmThrough } from './cdn';
import { builtFileSizes, kb } from './compressed-size';
import { LIGHTHOUSE_THROTTLING, withLighthouse } from './lighthouse';
import type { PageJs } from './page-js';
import { SERVER_MS_BUDGETS, measureServerTime } from './miss';
import { measurePublicPage } from './public-pages';
import {
  RESULTS_FILE,
  type BenchResults,
  type JsFigures,
  type LeadsResult,
  type RouteResult,
} from './results';
import { publicRoutes, type PublicRoute } from '../support/public-routes';
import { TAPS_METHOD, measureTaps } from './taps';
import { NEWSLETTER_METHOD, measureNewsletterEdition } from './newsletter-edition';
import { FUNCTIONS_START_METHOD, measureFunctionsStart } from './functions-start';
import { benchLeadName, topUpLeads } from './seed-leads';

// BENCH_LIGHTHOUSE_RUNS=1 gives a quick, noisier look while working on a page; 0 skips Lighthouse.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// The home pages, the heaviest and the front door, get five runs: their budgets are the tightest to hold.
const HOME_LIGHTHOUSE_RUNS = process.env.BENCH_LIGHTHOUSE_RUNS ? LIGHTHOUSE_RUNS : 5;
const LOGIN_RUNS = 3;
const LEAD_COUNTS = [1000, 100_000] as const;
/** The bench lead searched for among the most leads: far from the first page. */
const SEARCHED_LEAD = 54_321;
const HOSTING_DIR = join(ROOT, 'dist', 'hosting');
const BASE_URL = `http://${emulatorAddress('hosting')}`;
// BENCH_CDN=0: Lighthouse loads straight from the Hosting emulator, each load rendered anew (cdn.ts).
const THROUGH_CDN = process.env.BENCH_CDN !== '0';
const FIRESTORE_HOST = emulatorAddress('firestore');

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message.split('\n')[0]! : String(error);

function jsFigures(js: PageJs): JsFigures {
  return {
    firstRender: js.firstRender,
    routeTotal: js.routeTotal,
    adminCodeLoaded: js.adminRequests.length > 0,
  };
}

await loadSeed();
const db = getFirestore(getApps()[0]!);
const routes = await publicRoutes(db);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

// BENCH_ONLY=admin measures only the console, BENCH_ONLY=public only the public pages, BENCH_ONLY=homes only
// the home in each language and its taps, BENCH_ONLY=taps only the taps, BENCH_ONLY=js only each public
// route's script weight and reads, with no Lighthouse (quick looks while working on one side);
// BENCH_ONLY=newsletter runs measure-newsletter.ts instead of this file.
const onlyAdmin = process.env.BENCH_ONLY === 'admin';
const onlyTaps = process.env.BENCH_ONLY === 'taps';
const onlyHomes = process.env.BENCH_ONLY === 'homes';
const onlyJs = process.env.BENCH_ONLY === 'js';
const onlyPublic = process.env.BENCH_ONLY === 'public' || onlyTaps || onlyHomes || onlyJs;
const measured: PublicRoute[] =
  onlyAdmin || onlyTaps ? [] : onlyHomes ? routes.filter((route) => route.kind === 'home') : routes;
const results: RouteResult[] = [];
for (const route of measured) {
  log(`page ${route.path}`);
  const result: RouteResult = {
    ...route,
    js: null,
    firestore: null,
    lighthouse: null,
    budgets: {},
    errors: [],
  };
  try {
    const figures = await measurePublicPage(browser, BASE_URL + route.path, HOSTING_DIR, FIRESTORE_HOST);
    result.js = jsFigures(figures.js);
    // A quick look at JS weight needs to see which scripts make it up.
    if (onlyJs)
      for (const script of figures.js.scripts)
        log(`  ${kb(builtFileSizes(HOSTING_DIR, script)?.gzip ?? 0)} KB gz ${script}`);
    result.firestore = figures.firestore;
    result.serverReads = figures.serverReads;
  } catch (error) {
    result.errors.push(`page: ${messageOf(error)}`);
  }
  try {
    result.miss = await measureServerTime(BASE_URL + route.path);
  } catch (error) {
    result.errors.push(`server time on a miss: ${messageOf(error)}`);
  }
  results.push(result);
}

const homePath = routes.find((route) => route.isHome)?.path ?? '/';
const taps = onlyAdmin || onlyJs ? [] : await measureTaps(browser, BASE_URL + homePath, log);

const admin: BenchResults['admin'] = {
  js: null,
  leadsFirstPage: [],
  ratio10kTo1k: null,
  budgets: {},
  errors: [],
};
if (!onlyPublic) {
  try {
    log('admin JS');
    admin.js = jsFigures(await measureAdminJs(browser, BASE_URL, HOSTING_DIR));
  } catch (error) {
    admin.errors.push(`/admin/ JS: ${messageOf(error)}`);
  }
  try {
    log('admin login JS');
    admin.loginJs = jsFigures(await measureAdminLoginJs(browser, BASE_URL, HOSTING_DIR));
  } catch (error) {
    admin.errors.push(`/admin/login JS: ${messageOf(error)}`);
  }
}

const lighthouseRuns = onlyTaps || onlyJs ? 0 : LIGHTHOUSE_RUNS;
log(`Lighthouse, ${lighthouseRuns} runs per route, ${HOME_LIGHTHOUSE_RUNS} on the home pages`);
const cdn = THROUGH_CDN && lighthouseRuns > 0 ? await startCdnStandIn(BASE_URL) : null;
const LIGHTHOUSE_BASE_URL = cdn?.origin ?? BASE_URL;
await withLighthouse(async (audit) => {
  if (lighthouseRuns === 0) return;
  const auditWarm = async (url: string, runs = lighthouseRuns) => {
    if (cdn && url.startsWith(cdn.origin)) await warmThrough(browser, url);
    return audit(url, runs);
  };
  if (!onlyPublic) {
    log('lighthouse /admin/login');
    try {
      admin.loginLighthouse = await auditWarm(`${LIGHTHOUSE_BASE_URL}/admin/login`);
    } catch (error) {
      admin.errors.push(`/admin/login lighthouse: ${messageOf(error)}`);
    }
  }
  if (onlyAdmin) return;
  for (const result of results) {
    log(`lighthouse ${result.path}`);
    try {
      result.lighthouse = await auditWarm(
        LIGHTHOUSE_BASE_URL + result.path,
        result.kind === 'home' ? HOME_LIGHTHOUSE_RUNS : lighthouseRuns,
      );
    } catch (error) {
      result.errors.push(`lighthouse: ${messageOf(error)}`);
    }
    // A miss: one load straight from the Hosting emulator, rendered anew, as the CDN's first visitor gets it.
    if (cdn && result.miss) {
      try {
        result.miss.lcpMs = (await audit(BASE_URL + result.path, 1)).lcpMs;
      } catch (error) {
        result.errors.push(`lighthouse on a miss: ${messageOf(error)}`);
      }
    }
  }
});
await cdn?.stop();

for (const total of onlyPublic ? [] : LEAD_COUNTS) {
  try {
    log(`seeding leads up to ${total}`);
    const leads = await topUpLeads(db, total);
    log(`admin login → leads list, ${leads} leads`);
    const figures = await measureLeadsFirstPage(browser, BASE_URL, LOGIN_RUNS);
    admin.leadsFirstPage.push({ leads, ...figures } satisfies LeadsResult);
    if (total === LEAD_COUNTS.at(-1)) {
      log(`admin leads search, ${leads} leads`);
      const search = await measureLeadsSearch(browser, BASE_URL, benchLeadName(SEARCHED_LEAD), LOGIN_RUNS);
      admin.leadsSearch = { leads, ...search };
    }
  } catch (error) {
    admin.errors.push(`leads list with ${total} leads: ${messageOf(error)}`);
  }
  try {
    // Bulk writes may run with the triggers off: count from the data, as after a deploy.
    await recountStats(db);
    log(`admin Painel, ${total} leads`);
    const leads = (await db.collection(COLLECTIONS.leads).count().get()).data().count;
    admin.dashboard = [
      ...(admin.dashboard ?? []),
      { leads, firestore: await measureDashboardReads(browser, BASE_URL) },
    ];
  } catch (error) {
    admin.errors.push(`Painel with ${total} leads: ${messageOf(error)}`);
  }
}
await browser.close();

// The newsletter edition's send, in a project of its own: only in a full run.
const newsletter = process.env.BENCH_ONLY ? null : await measureNewsletterEdition(log);
const functions = process.env.BENCH_ONLY ? null : await measureFunctionsStart(log);

for (const result of results) {
  const { js, lighthouse: lh, firestore } = result;
  const isHome = routes.find((route) => route.path === result.path)?.isHome === true;
  result.budgets = {
    noAdminCode: js ? !js.adminCodeLoaded : null,
    performance: atLeast(lh?.performance, BUDGETS.minScore),
    accessibility: atLeast(lh?.accessibility, BUDGETS.minScore),
    seo: atLeast(lh?.seo, BUDGETS.minScore),
    lcp: atMost(lh?.lcpMs, BUDGETS.lcpMs),
    tbt: atMost(lh?.tbtMs, BUDGETS.tbtMs),
    cls: atMost(lh?.cls, BUDGETS.cls),
    routeJs: atMost(js ? kb(js.routeTotal.gzip) : null, BUDGETS.routeJsGzipKb),
    ...(result.kind && { serverMs: atMost(result.miss?.serverMs, SERVER_MS_BUDGETS[result.kind]) }),
    ...(isHome && {
      // Per view: what the browser read plus what a server render read for it.
      homeDocuments: atMost(
        firestore && firestore.documents + (result.serverReads?.documents ?? 0),
        BUDGETS.homeDocuments,
      ),
    }),
  };
}
const [small, large] = admin.leadsFirstPage;
admin.ratio10kTo1k = small && large ? large.ms / small.ms : null;
admin.budgets = {
  leadsRatio: atMost(admin.ratio10kTo1k, BUDGETS.leadsRatio),
  leadsFirstPageDocuments: admin.leadsFirstPage.length
    ? admin.leadsFirstPage.every((page) => page.firestore.documents <= BUDGETS.leadsFirstPageDocuments)
    : null,
  leadsSearchTime: admin.leadsSearch ? admin.leadsSearch.ms < BUDGETS.leadsSearchMs : null,
  leadsSearchDocuments: atMost(admin.leadsSearch?.firestore.documents, BUDGETS.leadsSearchDocuments),
  entryJs: atMost(admin.js ? kb(admin.js.firstRender.gzip) : null, BUDGETS.adminLoginJsGzipKb),
  loginJs: atMost(admin.loginJs ? kb(admin.loginJs.firstRender.gzip) : null, BUDGETS.adminLoginJsGzipKb),
  loginPerformance: atLeast(admin.loginLighthouse?.performance, BUDGETS.adminLoginPerformance),
  loginAccessibility: atLeast(admin.loginLighthouse?.accessibility, BUDGETS.adminLoginAccessibility),
  dashboardSameReads: sameDashboardReads(admin.dashboard),
};

const output: BenchResults = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version, chromium: browser.version() },
  method: {
    compression: 'sizes of the built files in dist/hosting: gzip level 9, brotli quality 11',
    lighthouse: `Lighthouse 12 default mobile (simulated throttling), system Chromium, median of ${LIGHTHOUSE_RUNS} runs (${HOME_LIGHTHOUSE_RUNS} on the home pages); CPU: ${LIGHTHOUSE_THROTTLING}; ${THROUGH_CDN ? "pages through a stand-in for Hosting's CDN, warmed by one visit" : 'pages straight from the Hosting emulator'}`,
    firestore:
      'REST calls of firestore/lite seen by Playwright, page scrolled to its end; count() = 1 read. Server-rendered ' +
      'pages: plus the reads of the render, measured as the same page without its reads makes them in the browser',
    miss:
      'straight from the Hosting emulator, every load rendered anew: server time from sending to the last byte, ' +
      'median of 3 after one uncounted load; LCP from one Lighthouse run (same settings) with no CDN in front',
    taps: TAPS_METHOD,
    ...(newsletter && { newsletter: NEWSLETTER_METHOD }),
    ...(functions && { functions: FUNCTIONS_START_METHOD }),
  },
  routes: results,
  taps: taps.map((tap) => ({ ...tap, budget: atMost(tap.ms, BUDGETS.tapMs) })),
  admin,
  ...(newsletter && { newsletter }),
  ...(functions && { functions }),
};
mkdirSync(join(ROOT, 'bench'), { recursive: true });
const file = join(ROOT, 'bench', RESULTS_FILE);
// The console's figures alone replace only the console's in the results on file, as the newsletter's and the
// functions' groups do: the pages' figures stay those of the last whole run.
const written: BenchResults =
  onlyAdmin && existsSync(file)
    ? {
        ...(JSON.parse(readFileSync(file, 'utf8')) as BenchResults),
        admin: { ...admin, measuredAt: output.measuredAt },
      }
    : output;
writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
log(
  onlyAdmin
    ? `console figures merged into bench/${RESULTS_FILE}`
    : `results written to bench/${RESULTS_FILE}`,
);
