import type { Browser } from '@playwright/test';
import { PAGE_READS_ELEMENT_ID } from '@cvc/web';
import { tallyRestReads } from './firestore-reads';
import type { FirestoreTally } from './firestore-reads';
import { measurePageJs, scrollThrough } from './page-js';
import type { PageJs } from './page-js';

export type PublicPageFigures = {
  js: PageJs;
  firestore: FirestoreTally;
  /** Pages rendered per request with their data: what the server render read (see serverRenderReads). */
  serverReads: FirestoreTally | null;
  error?: string;
};

const PAGE_READS = new RegExp(`<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">`);
/** A phone-sized window, as Lighthouse's mobile emulation. */
const VIEWPORT = { width: 412, height: 823 };

/** What one tally read beyond another, in total and per collection. */
function difference(all: FirestoreTally, less: FirestoreTally): FirestoreTally {
  const byCollection: Record<string, number> = {};
  for (const [collection, documents] of Object.entries(all.byCollection ?? {})) {
    const rest = documents - (less.byCollection?.[collection] ?? 0);
    if (rest > 0) byCollection[collection] = rest;
  }
  return { requests: all.requests - less.requests, documents: all.documents - less.documents, byCollection };
}

/**
 * A page rendered with its data reads in the function, out of the browser's sight. Those are the reads of the
 * page module's `reads`, which the browser makes itself when the page comes without them: so the same
 * page, with its reads taken out, reads in the browser exactly what the server read plus what the first visit
 * (`browserOnly`) read anyway.
 */
async function serverRenderReads(
  browser: Browser,
  url: string,
  firestoreHost: string,
  browserOnly: FirestoreTally,
): Promise<FirestoreTally> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  // Takes the reads element out as the parser adds it, and the rendered page with it as soon as the parser is
  // past the root (before the page's scripts see it), so the app renders the page from scratch and reads its
  // data itself. (Rewriting the response through page.route would not do:
  // Chromium then treats the page as public and blocks its calls to the loopback emulator.)
  await page.addInitScript((id) => {
    let emptied = false;
    new MutationObserver(() => {
      document.getElementById(id)?.remove();
      const root = document.getElementById('root');
      if (emptied || !root?.nextSibling) return;
      emptied = true;
      root.replaceChildren();
      root.removeAttribute('inert');
    }).observe(document, { childList: true, subtree: true });
  }, PAGE_READS_ELEMENT_ID);
  const reads = tallyRestReads(page, firestoreHost);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    return difference(await reads.settle(), browserOnly);
  } finally {
    await context.close();
  }
}

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
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const requestUrl = new URL(request.url());
    if (requestUrl.origin === new URL(url).origin) requested.push(requestUrl.pathname);
  });
  const reads = tallyRestReads(page, firestoreHost);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    const serverRendered = PAGE_READS.test((await response?.text()) ?? '');
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    const js = await measurePageJs(page, hostingDir, requested);
    const firestore = await reads.settle();
    const serverReads = serverRendered
      ? await serverRenderReads(browser, url, firestoreHost, firestore)
      : null;
    return { js, firestore, serverReads };
  } finally {
    await context.close();
  }
}
