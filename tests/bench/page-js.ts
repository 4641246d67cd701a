import type { Page } from '@playwright/test';
import { ZERO_SIZES, addSizes, builtFileSizes } from './compressed-size';
import type { Sizes } from './compressed-size';

export type PageJs = {
  /** Scripts that finished loading before the first contentful paint: what the visitor waits for. */
  firstRender: Sizes;
  /** Every script the route loaded until the network went quiet, the page scrolled to its end. */
  routeTotal: Sizes;
  scripts: string[];
  /** Any request under /admin/ (the console's code must never reach a public visitor). */
  adminRequests: string[];
};

type ScriptTiming = { path: string; responseEnd: number };

/** Script resources the page loaded (same origin) and its first contentful paint, from the browser itself. */
async function readTimings(page: Page): Promise<{ fcp: number | null; scripts: ScriptTiming[] }> {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({ url: new URL(entry.name), responseEnd: entry.responseEnd }))
      .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map(({ url, responseEnd }) => ({ path: url.pathname, responseEnd }));
    return { fcp, scripts };
  });
}

/**
 * JS weight of the page now loaded in `page`, compressed sizes taken from the built files. `firstRender` counts
 * the scripts loaded by the first contentful paint, or by `until` (a page's own clock) when given.
 */
export async function measurePageJs(
  page: Page,
  hostingDir: string,
  requested: string[],
  until?: number,
): Promise<PageJs> {
  const timings = await readTimings(page);
  const { scripts } = timings;
  const fcp = until ?? timings.fcp;
  let firstRender = ZERO_SIZES;
  let routeTotal = ZERO_SIZES;
  const seen = new Set<string>();
  for (const { path, responseEnd } of scripts) {
    if (seen.has(path)) continue;
    seen.add(path);
    const sizes = builtFileSizes(hostingDir, path);
    if (!sizes) continue;
    routeTotal = addSizes(routeTotal, sizes);
    if (fcp === null || responseEnd <= fcp) firstRender = addSizes(firstRender, sizes);
  }
  return {
    firstRender,
    routeTotal,
    scripts: [...seen],
    adminRequests: requested.filter((path) => path.startsWith('/admin/')),
  };
}

/** Scrolls to the end in viewport steps so lazily loaded sections fetch what they need, then waits. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}
