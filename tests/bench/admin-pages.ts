import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/emulators';
import { latestCodeFor } from '../support/second-factor';
import { DEMO_ADMIN } from '../../scripts/seed/demo-staff';
import { countListenReads } from './firestore-reads';
import type { FirestoreTally } from './firestore-reads';
import { measurePageJs } from './page-js';
import type { PageJs } from './page-js';
import { NEWEST_BENCH_LEAD_NAME } from './seed-leads';
import { median } from './stats';

/**
 * JS of the console's entry page until its login form is usable: /admin/ sends a signed-out visitor there
 * (the footer's link), and must not wait for more than /admin/login does.
 */
export function measureAdminJs(browser: Browser, baseUrl: string, hostingDir: string): Promise<PageJs> {
  return measureUntilLoginUsable(browser, `${baseUrl}/admin/`, hostingDir);
}

/** Records in `window.formUsableAt` the moment an enabled Entrar submit button enters the page. */
export const FORM_USABLE_PROBE = `
  const observer = new MutationObserver(() => {
    const submit = document.querySelector('button[type="submit"]');
    if (!submit || submit.disabled || submit.textContent.trim() !== 'Entrar') return;
    window.formUsableAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/** Scripts fetched after the page's own HTML named its scripts are held this long (see measureAdminLoginJs). */
const LATE_SCRIPT_DELAY_MS = 3000;

/**
 * JS of the console's login route: `firstRender` is what the form waited for, `routeTotal` all the route loaded
 * until the network went quiet (the Auth SDK, fetched while the member types). A chunk fetched on the way
 * (react-admin's notifications, the Auth SDK the page's check asks for) may arrive before the form is seen on
 * this fast machine, so every script the HTML does not name is held back for a while: the form's moment (seen
 * by the page itself) then comes first unless the form really waits for that script.
 */
export function measureAdminLoginJs(browser: Browser, baseUrl: string, hostingDir: string): Promise<PageJs> {
  return measureUntilLoginUsable(browser, `${baseUrl}/admin/login`, hostingDir);
}

async function measureUntilLoginUsable(browser: Browser, url: string, hostingDir: string): Promise<PageJs> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const html = await (await page.request.get(url)).text();
  const named = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
  await page.route('**/admin/assets/*.js', async (route) => {
    if (!named.has(new URL(route.request().url()).pathname))
      await new Promise((resolve) => setTimeout(resolve, LATE_SCRIPT_DELAY_MS));
    await route.continue();
  });
  // A string, not a function: tsx would wrap a named function with a helper the page does not have.
  await page.addInitScript(FORM_USABLE_PROBE);
  try {
    await page.goto(url);
    await page.locator('button[type="submit"]:enabled').filter({ hasText: 'Entrar' }).waitFor();
    const usableAt = await page.evaluate(() => (window as { formUsableAt?: number }).formUsableAt);
    if (usableAt === undefined) throw new Error('the login form was not seen by the page');
    await page.waitForLoadState('networkidle');
    return await measurePageJs(page, hostingDir, [], usableAt);
  } finally {
    await context.close();
  }
}

export type LeadsFirstPage = { ms: number; runsMs: number[]; firestore: FirestoreTally };

/**
 * Opens the console's login as the demo admin, passes the password and types the SMS code: the last press
 * (Confirmar) is the caller's, so a timing starts where the console's own work does.
 */
export async function fillAdminLogin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Login').fill(DEMO_ADMIN.email);
  await page.getByLabel('Senha').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Enviamos um código por SMS para').waitFor({ timeout: 30_000 });
  await page.getByLabel('Código de verificação').fill(await latestCodeFor(DEMO_ADMIN.phone));
}

type TimedRun = { page: Page; listen: Awaited<ReturnType<typeof countListenReads>> };

/**
 * Runs `measure` in a fresh browser context each time (so no cached session) and returns the median of the
 * milliseconds it reports, with the median Firestore documents read from its `listen.reset()` on (the console
 * uses the full SDK: Listen stream). A failed run leaves a screenshot in .cache.
 */
async function timedRuns(
  browser: Browser,
  runs: number,
  measure: (run: TimedRun) => Promise<number>,
): Promise<LeadsFirstPage> {
  const runsMs: number[] = [];
  const reads: FirestoreTally[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const listen = await countListenReads(page);
      runsMs.push(await measure({ page, listen }));
      // The DevTools events of the last chunks may still be on their way to this process.
      await page.waitForTimeout(500);
      reads.push(listen.read());
    } catch (error) {
      const shot = join(ROOT, '.cache', 'bench-admin-failure.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      throw new Error(`${(error as Error).message.split('\n')[0]} at ${page.url()} (screenshot ${shot})`);
    } finally {
      await context.close();
    }
  }
  return {
    ms: median(runsMs),
    runsMs,
    firestore: {
      requests: median(reads.map((tally) => tally.requests)),
      documents: median(reads.map((tally) => tally.documents)),
    },
  };
}

/** Time from pressing Entrar to the leads list showing its newest lead, and the documents read meanwhile. */
export function measureLeadsFirstPage(
  browser: Browser,
  baseUrl: string,
  runs: number,
): Promise<LeadsFirstPage> {
  return timedRuns(browser, runs, async ({ page, listen }) => {
    await fillAdminLogin(page, baseUrl);
    listen.reset();
    const started = performance.now();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    // An admin lands on the leads list: /admin redirects to the first area held, leads first (SPEC §2).
    await page.getByText(NEWEST_BENCH_LEAD_NAME).first().waitFor({ timeout: 30_000 });
    return performance.now() - started;
  });
}

export type LeadsSearch = LeadsFirstPage;

/**
 * Time from typing a lead's name prefix into Buscar (the leads list on its first page, signed in) to that lead
 * showing, and the Firestore documents read meanwhile. The time includes the box's typing pause.
 */
export function measureLeadsSearch(
  browser: Browser,
  baseUrl: string,
  name: string,
  runs: number,
): Promise<LeadsSearch> {
  return timedRuns(browser, runs, async ({ page, listen }) => {
    await fillAdminLogin(page, baseUrl);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText(NEWEST_BENCH_LEAD_NAME).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    listen.reset();
    const started = performance.now();
    await page.getByLabel('Buscar').fill(name);
    await page.getByText(name, { exact: true }).waitFor({ timeout: 30_000 });
    return performance.now() - started;
  });
}
