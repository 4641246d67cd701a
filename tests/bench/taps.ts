/**
 * How long a tap on the home takes to answer, as a visitor on a mid-range phone feels it once the page has
 * loaded: Interaction to Next Paint's own measure (Event Timing: from the input to the next frame painted after
 * its handlers ran) for each tap, with the renderer slowed 4× by Chromium as Lighthouse slows it.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from './stats';

export type TapResult = { name: string; ms: number; runsMs: number[] };

/** Chromium's CPU slowdown while the tap runs; the load before it runs at the host's speed. */
export const TAP_CPU_SLOWDOWN = 4;
const RUNS = 5;
/** Event Timing reports nothing quicker than this (its smallest threshold): such a tap counts as this. */
const QUICKEST_REPORTED_MS = 16;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type Tap = {
  name: string;
  viewport: typeof DESKTOP;
  /** Brings the page to the moment before the tap, unmeasured. */
  before?: (page: Page) => Promise<void>;
  /** The tap itself, and what shows that it was answered. */
  tap: (page: Page) => Promise<void>;
};

const membershipDialog = (page: Page) => page.getByRole('dialog');

export const TAPS: Tap[] = [
  {
    name: 'open the membership dialog',
    viewport: DESKTOP,
    tap: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
      await membershipDialog(page).getByLabel('Nome').waitFor();
    },
  },
  {
    name: 'type in its first field',
    viewport: DESKTOP,
    before: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
      await membershipDialog(page).getByLabel('Nome').focus();
    },
    tap: async (page) => {
      await page.keyboard.press('F');
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'F');
    },
  },
  {
    name: 'switch language',
    viewport: DESKTOP,
    tap: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    },
  },
  {
    name: 'open the mobile menu',
    viewport: PHONE,
    tap: async (page) => {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'open an event card',
    viewport: DESKTOP,
    before: async (page) => {
      await page
        .getByRole('button', { name: /^Ver detalhes: / })
        .first()
        .scrollIntoViewIfNeeded();
    },
    tap: async (page) => {
      await page
        .getByRole('button', { name: /^Ver detalhes: / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

declare global {
  interface Window {
    __interactions?: { id: number; duration: number }[];
  }
}

/** The longest Event Timing entry of each interaction since the page loaded: INP's figure for each. */
function observeInteractions(): void {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId)
        window.__interactions!.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Two frames and a pause later: what the page had started has painted. */
const afterFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  );

async function latencyOf(browser: Browser, url: string, tap: Tap): Promise<number> {
  const context = await browser.newContext({ viewport: tap.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('#root:not([inert])').waitFor();
    await tap.before?.(page);
    // What came before the tap is not the tap's: let it finish, then forget it.
    await page.waitForLoadState('networkidle');
    await afterFrames(page);
    await page.evaluate(() => (window.__interactions = []));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
    await tap.tap(page);
    // Entries arrive after the frame they end on: give the slowed renderer a few frames.
    await afterFrames(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const entries = await page.evaluate(() => window.__interactions ?? []);
    return Math.max(QUICKEST_REPORTED_MS, ...entries.map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}

/** Each tap on a fresh visit to `url` (the home), RUNS times; the median of each. */
export async function measureTaps(
  browser: Browser,
  url: string,
  log: (message: string) => void,
): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const tap of TAPS) {
    log(`tap: ${tap.name}`);
    const runsMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runsMs.push(await latencyOf(browser, url, tap));
    results.push({ name: tap.name, ms: median(runsMs), runsMs });
  }
  return results;
}
