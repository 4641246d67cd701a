import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from '@playwright/test';
import { ROOT } from '../../scripts/lib/emulators';
import { DEMO_ADMIN } from '../../scripts/seed/demo-staff';
import { countListenReads } from './firestore-reads';
import type { FirestoreTally } from './firestore-reads';
import { measurePageJs } from './page-js';
import type { PageJs } from './page-js';
import { NEWEST_BENCH_LEAD_NAME } from './seed-leads';
import { median } from './stats';

/** JS of the console's entry page (/admin/ sends a signed-out visitor to the login form). */
export async function measureAdminJs(browser: Browser, baseUrl: string, hostingDir: string): Promise<PageJs> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/admin/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return await measurePageJs(page, hostingDir, []);
  } finally {
    await context.close();
  }
}

export type LeadsFirstPage = { ms: number; runsMs: number[]; firestore: FirestoreTally };

/**
 * Time from pressing Entrar to the leads list showing its newest lead, in a fresh context each run (so no
 * cached session), and the Firestore documents read meanwhile (the console uses the full SDK: Listen stream).
 */
export async function measureLeadsFirstPage(
  browser: Browser,
  baseUrl: string,
  runs: number,
): Promise<LeadsFirstPage> {
  const runsMs: number[] = [];
  const reads: FirestoreTally[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const listen = await countListenReads(page);
      await page.goto(`${baseUrl}/admin/login`);
      await page.getByLabel('Login').fill(DEMO_ADMIN.email);
      await page.getByLabel('Senha').fill(DEMO_ADMIN.password);
      listen.reset();
      const started = performance.now();
      await page.getByRole('button', { name: 'Entrar' }).click();
      // An admin lands on the leads list: /admin redirects to the first area held, leads first (SPEC §2).
      await page.getByText(NEWEST_BENCH_LEAD_NAME).first().waitFor({ timeout: 30_000 });
      runsMs.push(performance.now() - started);
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
