import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';
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
  /** From the first run: the LCP element and the elements that shifted most (Lighthouse's own diagnostics). */
  lcpElement?: string;
  layoutShifts?: { element: string; score: number }[];
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * BENCH_CPU_SLOWDOWN: Lighthouse's CPU slowdown in place of its default 4, to emulate a slower host than this one:
 * 4 × this host's benchmarkIndex / the index to emulate (e.g. 13 on a host at 3,900 for one at 1,200).
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;

type LhNode = { node?: { snippet?: string; selector?: string }; score?: number; items?: LhNode[] };
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
  };
}

/** Each figure is the median of its own values over the runs (Lighthouse's variance is per metric). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (
    key: Exclude<keyof LighthouseFigures, 'failing' | 'lcpElement' | 'layoutShifts' | 'benchmarkIndexes'>,
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
    failing: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        [...new Set(runs.flatMap((run) => run.failing[category] ?? []))],
      ]),
    ),
    lcpElement: runs[0]?.lcpElement,
    layoutShifts: runs[0]?.layoutShifts,
  };
}

/**
 * Lighthouse 12 with its default mobile settings (Moto G Power emulation, simulated slow 4G and 4x CPU
 * throttling) against the system Chromium, launched once and reused; Lighthouse resets storage between runs.
 */
export async function withLighthouse<T>(
  work: (audit: (url: string, runs: number) => Promise<LighthouseFigures>) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const audit = async (url: string, runs: number) => {
    const results: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(CPU_SLOWDOWN && {
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
        }),
      });
      const lhr = result?.lhr as Lhr | undefined;
      if (!lhr || lhr.runtimeError)
        throw new Error(lhr?.runtimeError?.message ?? 'Lighthouse returned nothing');
      results.push(figuresOf(lhr));
    }
    return medianFigures(results);
  };
  try {
    return await work(audit);
  } finally {
    chrome.kill();
  }
}
