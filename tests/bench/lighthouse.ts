import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';
import { EMULATED_HOST_INDEX } from './results';
import { median } from './stats';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's speed in each run (higher is faster): the same page scores differently on
   * a slower or busier machine, so two tables compare only beside their indexes.
   */
  benchmarkIndexes: number[];
  /** Audits scoring under 0.9 in any run, by category: where to look when a score misses its budget. */
  failing: Record<string, string[]>;
  /** Each run's own figures beside its host's speed: a median hides a slow run, and which host gave it. */
  runs?: { performance: number; tbtMs: number; benchmarkIndex?: number }[];
  /** From the first run: the LCP element and the elements that shifted most (Lighthouse's own diagnostics). */
  lcpElement?: string;
  layoutShifts?: { element: string; score: number }[];
  /**
   * Main-thread time by kind of work (Lighthouse's mainthread-work-breakdown, ms at its 4×), the median of each
   * kind over the runs: script evaluation (React's hydration is part of it), parse and compile, style and
   * layout, and the rest.
   */
  mainThreadMs?: Record<string, number>;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * A slower host than this one, two ways:
 * - BENCH_HOST_INDEX (EMULATED_HOST_INDEX in results.ts): the benchmarkIndex of the host to emulate (e.g. 1200).
 *   Chromium's own CPU throttling slows this host's renderer to that speed, and Lighthouse then applies its usual
 *   4× on top, as it would on that host: React's scheduler yields after 5 ms of the slowed host's time, as it
 *   would there. Lighthouse's benchmark runs throttled too, so each run's index shows the speed emulated.
 * - BENCH_CPU_SLOWDOWN: Lighthouse's CPU slowdown in place of its default 4. Its simulation multiplies every task
 *   observed here, sliced or not, so each 5 ms slice of this quick host becomes a task no slow host has.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;
/** How the runs were throttled, for the table and bench/results.json. */
export const LIGHTHOUSE_THROTTLING = EMULATED_HOST_INDEX
  ? `this host's renderer throttled by Chromium to benchmarkIndex ${EMULATED_HOST_INDEX}, then Lighthouse's 4× (BENCH_HOST_INDEX)`
  : CPU_SLOWDOWN
    ? `Lighthouse's CPU slowdown ${CPU_SLOWDOWN}× instead of 4× (BENCH_CPU_SLOWDOWN)`
    : "Lighthouse's 4× CPU slowdown of this host";

/** Fresh tabs whose benchmarkIndex (Lighthouse's own benchmark, higher is faster) makes one measure. */
const BENCHMARK_RUNS = 5;
/** Measure, set the rate, measure again: two steps bring the index within a few percent of the target. */
const CALIBRATION_STEPS = 2;

type LhNode = {
  node?: { snippet?: string; selector?: string };
  score?: number;
  items?: LhNode[];
  /** mainthread-work-breakdown's rows. */
  group?: string;
  duration?: number;
};
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; details?: { items?: LhNode[] } }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
};

const describe = (item?: LhNode) =>
  item?.node ? `${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.trim() : '';

function figuresOf(lhr: Lhr): LighthouseFigures {
  const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndexes: lhr.environment?.benchmarkIndex ? [Math.round(lhr.environment.benchmarkIndex)] : [],
    failing: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => ref.id),
      ]),
    ),
    lcpElement: describe(lcpItem),
    layoutShifts: shifts.slice(0, 5).map((item) => ({ element: describe(item), score: item.score ?? 0 })),
    mainThreadMs: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
        String(item.group),
        Math.round(Number(item.duration)),
      ]),
    ),
  };
}

/** Each figure is the median of its own values over the runs (Lighthouse's variance is per metric). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (
    key: Exclude<
      keyof LighthouseFigures,
      'failing' | 'lcpElement' | 'layoutShifts' | 'benchmarkIndexes' | 'runs' | 'mainThreadMs'
    >,
  ) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    benchmarkIndexes: runs.flatMap((run) => run.benchmarkIndexes),
    runs: runs.map((run) => ({
      performance: run.performance,
      tbtMs: run.tbtMs,
      benchmarkIndex: run.benchmarkIndexes[0],
    })),
    failing: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        [...new Set(runs.flatMap((run) => run.failing[category] ?? []))],
      ]),
    ),
    lcpElement: runs[0]?.lcpElement,
    layoutShifts: runs[0]?.layoutShifts,
    mainThreadMs: Object.fromEntries(
      [...new Set(runs.flatMap((run) => Object.keys(run.mainThreadMs ?? {})))].map((group) => [
        group,
        median(runs.map((run) => run.mainThreadMs?.[group] ?? 0)),
      ]),
    ),
  };
}

/**
 * Lighthouse's benchmarkIndex of this host with a renderer throttled by `rate`, taken as a Lighthouse run takes
 * it: once, in a fresh tab (a warm tab's repeated runs read about 8 % higher). The median of a few tabs.
 */
async function benchmarkIndexAt(browser: Browser, rate: number): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < BENCHMARK_RUNS; run += 1) {
    const page = await browser.newPage();
    try {
      await page.emulateCPUThrottling(rate);
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    } finally {
      await page.close();
    }
  }
  return median(indexes);
}

/** The CPU throttling rate that brings this host to `index`, corrected from the index each rate gives. */
async function throttlingRateFor(browser: Browser, index: number): Promise<number> {
  let rate = 1;
  for (let step = 0; step < CALIBRATION_STEPS; step += 1)
    rate = Math.max(1, (rate * (await benchmarkIndexAt(browser, rate))) / index);
  return rate;
}

/**
 * Lighthouse 12 with its default mobile settings (Moto G Power emulation, simulated slow 4G and 4x CPU
 * throttling) against the system Chromium, launched once and reused; Lighthouse resets storage between runs.
 * With BENCH_HOST_INDEX each run gets a new tab, throttled before Lighthouse starts (Lighthouse leaves a CPU
 * throttle it did not set in place when it simulates).
 */
export async function withLighthouse<T>(
  work: (audit: (url: string, runs: number) => Promise<LighthouseFigures>) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const browser = EMULATED_HOST_INDEX
    ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    : undefined;
  let rate = browser && EMULATED_HOST_INDEX ? await throttlingRateFor(browser, EMULATED_HOST_INDEX) : 1;
  if (browser)
    process.stderr.write(
      `[bench] CPU throttling ×${rate.toFixed(2)} for benchmarkIndex ${EMULATED_HOST_INDEX}\n`,
    );
  const flags = {
    port: chrome.port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: CATEGORIES,
    ...(CPU_SLOWDOWN && {
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    }),
  };
  const runOnce = async (url: string) => {
    if (!browser) return lighthouse(url, flags);
    const page = await browser.newPage();
    try {
      await page.emulateCPUThrottling(rate);
      const result = await lighthouse(url, flags, undefined, page);
      // Each run's own index corrects the next run's rate: the emulated host stays at its index while this
      // one's load drifts.
      const index = (result?.lhr as Lhr | undefined)?.environment?.benchmarkIndex;
      if (index && EMULATED_HOST_INDEX) rate = Math.max(1, rate * Math.sqrt(index / EMULATED_HOST_INDEX));
      return result;
    } finally {
      await page.close();
    }
  };
  const audit = async (url: string, runs: number) => {
    const results: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = (await runOnce(url))?.lhr as Lhr | undefined;
      if (!lhr || lhr.runtimeError)
        throw new Error(lhr?.runtimeError?.message ?? 'Lighthouse returned nothing');
      results.push(figuresOf(lhr));
    }
    return medianFigures(results);
  };
  try {
    return await work(audit);
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}
