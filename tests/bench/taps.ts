/**
 * How long a tap on the home takes to answer, as a visitor on a mid-range phone feels it once the page has
 * loaded: Interaction to Next Paint's own measure (Event Timing: from the input to the next frame painted after
 * its handlers ran) for each tap, with the renderer slowed 4× by Chromium as Lighthouse slows it.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { median } from './stats';

export type TapResult = { name: string; ms: number; runsMs: number[] };

/** Chromium's CPU slowdown while the tap runs; the load before it runs at the host's speed. */
export const TAP_CPU_SLOWDOWN = 4;
const RUNS = 5;
/** Event Timing reports nothing quicker than this (its smallest threshold): such a tap counts as this. */
const QUICKEST_REPORTED_MS = 16;
/** How the taps were measured, for the table and bench/results.json. */
export const TAPS_METHOD =
  `Event Timing's duration of each interaction (INP's measure: input to the next paint after its handlers), ` +
  `the longest entry of the tap, on a fresh visit to the home served by the Hosting emulator and hydrated, ` +
  `the renderer slowed ${TAP_CPU_SLOWDOWN}× by Chromium for the tap only; median of ${RUNS}; under ` +
  `${QUICKEST_REPORTED_MS} ms counts as ${QUICKEST_REPORTED_MS}`;
/** How long a slowed page gets to answer a tap before the figures are read. */
const SETTLE_MS = 1_500;
const DESKTOP: Screen = { viewport: { width: 1366, height: 900 } };
/** Lighthouse's mobile screen (a Moto G Power): touch, overlay scrollbars, its pixel ratio. */
const PHONE: Screen = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

type Screen = {
  viewport: { width: number; height: number };
  deviceScaleFactor?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
};

type Tap = {
  name: string;
  screen: Screen;
  /** Brings the page to the moment before the tap, unmeasured. */
  before?: (page: Page) => Promise<void>;
  /** What is tapped (its centre, by raw input: no query runs in the page while the tap is measured), or a key. */
  target: ((page: Page) => Locator) | { key: string };
  /** Checked after the measure, at full speed: the tap did what it is named for. */
  answered: (page: Page) => Promise<unknown>;
};

const membershipButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Associe-se' });
const firstField = (page: Page) => page.getByRole('dialog').getByLabel('Nome');
const eventCard = (page: Page) => page.getByRole('button', { name: /^Ver detalhes: / }).first();
const dialogShown = (page: Page) => page.getByRole('dialog').waitFor();

export const TAPS: Tap[] = [
  {
    name: 'open the membership dialog',
    screen: DESKTOP,
    target: membershipButton,
    answered: (page) => firstField(page).waitFor(),
  },
  {
    name: 'type in its first field',
    screen: DESKTOP,
    before: async (page) => {
      await membershipButton(page).click();
      await firstField(page).focus();
    },
    target: { key: 'F' },
    answered: async (page) => {
      if ((await firstField(page).inputValue()) !== 'F') throw new Error('the key did not reach the field');
    },
  },
  {
    name: 'switch language',
    screen: DESKTOP,
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'English' }),
    answered: (page) => page.waitForFunction(() => document.documentElement.lang === 'en'),
  },
  {
    name: 'open the mobile menu',
    screen: PHONE,
    target: (page) => page.getByRole('button', { name: 'Abrir menu' }),
    answered: dialogShown,
  },
  {
    name: 'open an event card',
    screen: DESKTOP,
    target: eventCard,
    answered: dialogShown,
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
  const context = await browser.newContext(tap.screen);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('#root:not([inert])').waitFor();
    await tap.before?.(page);
    let point: { x: number; y: number } | undefined;
    if (typeof tap.target === 'function') {
      const target = tap.target(page);
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) throw new Error(`nothing to tap for "${tap.name}"`);
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    // What came before the tap is not the tap's: let it finish, then forget it.
    await page.waitForLoadState('networkidle');
    await afterFrames(page);
    await page.evaluate(() => (window.__interactions = []));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
    if (point && tap.screen.hasTouch) await page.touchscreen.tap(point.x, point.y);
    else if (point) await page.mouse.click(point.x, point.y);
    else await page.keyboard.press((tap.target as { key: string }).key);
    // Nothing runs in the page meanwhile: a query polled by the tool would delay the very paint measured.
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await tap.answered(page);
    // Entries arrive after the frame they end on.
    await afterFrames(page);
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
