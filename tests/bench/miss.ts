import type { PageKind } from '../support/public-routes';
import { median } from './stats';

// A page the CDN holds no copy of: Hosting forwards the request to the render, and the visitor waits for it.
// The warm figures (cdn.ts) are what most visitors meet; these are what the first visitor after a change or an
// expiry meets.

/** Timed loads per route; the first of them is not counted (it may start the function's instance). */
const SERVER_RUNS = 3;

/**
 * Budgets for the render's time on the emulators, by page kind, in milliseconds: from the request leaving to its
 * last byte, straight from the Hosting emulator (every request a miss). The emulators run on the same two cores
 * as everything else, so production's renders are faster; a budget here catches a render that grew a query.
 */
export const SERVER_MS_BUDGETS: Record<PageKind, number> = {
  home: 1200,
  list: 800,
  article: 800,
  event: 800,
  landing: 600,
};

export type MissFigures = {
  /** Median, after one uncounted load, of the render's time to the last byte. */
  serverMs: number;
  serverRunsMs: number[];
  /** One Lighthouse run straight from the emulator (no CDN): the LCP a visitor meets on a miss. */
  lcpMs?: number;
};

/** One GET straight from the origin, timed from sending to the last byte; it must be a miss (no CDN answers). */
async function timedLoad(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' }, redirect: 'manual' });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

export async function measureServerTime(
  url: string,
): Promise<Pick<MissFigures, 'serverMs' | 'serverRunsMs'>> {
  await timedLoad(url);
  const runs: number[] = [];
  for (let run = 0; run < SERVER_RUNS; run += 1) runs.push(await timedLoad(url));
  return { serverMs: median(runs), serverRunsMs: runs.map(Math.round) };
}
