import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';

// What a visitor's browser asks for App Check, reCAPTCHA and Firestore, and when: before any interaction (the
// page loaded and quiet), after scrolling to its end (still no form), and after beginning a form. The bench's
// App Check group (BENCH_ONLY=app-check) measures a build with a reCAPTCHA site key, which the emulator builds
// lack; offline, Google's script cannot load, so its requests are counted and refused on the spot.

/** The site key the group builds with: any value turns App Check on in the build; offline none can be real. */
export const BENCH_SITE_KEY = 'bench-offline-site-key';

export type AppCheckRequests = {
  /** Google's reCAPTCHA script and frames (www.google.com, www.gstatic.com). */
  recaptcha: number;
  /** Same-origin scripts holding the App Check SDK (they name reCAPTCHA Enterprise's script address). */
  appCheckSdk: number;
  /** Same-origin scripts holding the Firestore SDK (they name the Firestore API's host). */
  firestoreSdk: number;
  /** Calls to Firestore (the emulator here) and to App Check's token exchange. */
  firestoreCalls: number;
  appCheckCalls: number;
};

export type AppCheckLoading = {
  beforeInteraction: AppCheckRequests;
  afterScroll: AppCheckRequests;
  /** null when the page offers no form to begin. */
  afterFormStart: AppCheckRequests | null;
  scripts: { beforeInteraction: string[]; afterFormStart: string[] };
};

/** Text every build of the App Check SDK's reCAPTCHA Enterprise provider holds: a chunk with it carries the SDK. */
export const APP_CHECK_MARKER = 'recaptcha/enterprise.js';
const FIRESTORE_MARKER = 'firestore.googleapis.com';
const GOOGLE = /^https:\/\/www\.(google|gstatic)\.com\//;
const APP_CHECK_API = 'firebaseappcheck.googleapis.com';
/** Desktop: the header's Associe-se button, which opens the membership form on every page, is in view. */
const VIEWPORT = { width: 1280, height: 800 };
/** After the network is quiet: the entry evaluates its chunks in steps, a task each, after the first paint. */
const SETTLE_MS = 2000;

const NONE: AppCheckRequests = {
  recaptcha: 0,
  appCheckSdk: 0,
  firestoreSdk: 0,
  firestoreCalls: 0,
  appCheckCalls: 0,
};

function holds(hostingDir: string, path: string, marker: string): boolean {
  try {
    return readFileSync(join(hostingDir, decodeURIComponent(path)), 'utf8').includes(marker);
  } catch {
    return false;
  }
}

/** Counts each request as it is made; `snapshot` gives the counts and the page's scripts so far. */
function countRequests(page: Page, origin: string, hostingDir: string, firestoreHost: string) {
  const counts = { ...NONE };
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (GOOGLE.test(request.url())) counts.recaptcha += 1;
    else if (url.host === APP_CHECK_API) counts.appCheckCalls += 1;
    else if (url.host === firestoreHost) counts.firestoreCalls += 1;
    else if (url.origin === origin && url.pathname.endsWith('.js')) {
      scripts.push(url.pathname);
      if (holds(hostingDir, url.pathname, APP_CHECK_MARKER)) counts.appCheckSdk += 1;
      if (holds(hostingDir, url.pathname, FIRESTORE_MARKER)) counts.firestoreSdk += 1;
    }
  });
  return () => ({ counts: { ...counts }, scripts: [...scripts] });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
}

/** Begins the membership form: the header's button opens it, the first field takes the focus. */
async function beginForm(page: Page): Promise<boolean> {
  const open = page.getByRole('banner').getByRole('button', { name: 'Associe-se' });
  if ((await open.count()) === 0) return false;
  await open.first().click();
  const field = page.getByRole('dialog').getByRole('textbox').first();
  await field.waitFor();
  await field.focus();
  return true;
}

export async function measureAppCheckLoading(
  browser: Browser,
  url: string,
  hostingDir: string,
  firestoreHost: string,
): Promise<AppCheckLoading> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // Offline there is no Google to reach; refusing at once keeps the timings the page's own.
  await context.route(GOOGLE, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  const snapshot = countRequests(page, new URL(url).origin, hostingDir, firestoreHost);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const before = snapshot();
    for (let step = 0; step < 40; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await settle(page);
    const afterScroll = snapshot();
    await page.evaluate(() => window.scrollTo(0, 0));
    const began = await beginForm(page);
    if (began) await settle(page);
    const after = snapshot();
    return {
      beforeInteraction: before.counts,
      afterScroll: afterScroll.counts,
      afterFormStart: began ? after.counts : null,
      scripts: { beforeInteraction: before.scripts, afterFormStart: after.scripts },
    };
  } finally {
    await context.close();
  }
}

/** Anything of App Check, reCAPTCHA or Firestore in a count. */
export function appCheckOrFirestore(requests: AppCheckRequests): number {
  return (
    requests.recaptcha +
    requests.appCheckSdk +
    requests.firestoreSdk +
    requests.firestoreCalls +
    requests.appCheckCalls
  );
}
