import type { Browser } from '@playwright/test';
import { tallyRestReads } from './firestore-reads';
import type { FirestoreTally } from './firestore-reads';
import { measurePageJs, scrollThrough } from './page-js';
import type { PageJs } from './page-js';

export type PublicPageFigures = { js: PageJs; firestore: FirestoreTally; error?: string };

/**
 * One visit in a fresh context (empty cache, as a first-time visitor): JS loaded, and what firestore/lite read
 * to render the whole page, end to end.
 */
export async function measurePublicPage(
  browser: Browser,
  url: string,
  hostingDir: string,
  firestoreHost: string,
): Promise<PublicPageFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const requestUrl = new URL(request.url());
    if (requestUrl.origin === new URL(url).origin) requested.push(requestUrl.pathname);
  });
  const reads = tallyRestReads(page, firestoreHost);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    const js = await measurePageJs(page, hostingDir, requested);
    return { js, firestore: await reads.settle() };
  } finally {
    await context.close();
  }
}
