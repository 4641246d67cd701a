import type { Sizes } from './compressed-size';
import type { DashboardReads } from './dashboard';
import type { FirestoreTally } from './firestore-reads';
import type { LighthouseFigures } from './lighthouse';
import type { Verdict } from './budgets';
import type { MissFigures } from './miss';
import type { NewsletterEditionResult } from './newsletter-edition';
import type { PageKind } from '../support/public-routes';
import type { TapResult } from './taps';
import type { FunctionsStart } from './functions-start';

/** BENCH_HOST_INDEX: the benchmarkIndex of a slower host the run emulates (lighthouse.ts), if any. */
export const EMULATED_HOST_INDEX = Number(process.env.BENCH_HOST_INDEX) || undefined;

/**
 * The file in bench/ a run writes: an emulated slower host's run goes beside the standard one, so each table in
 * the README has its file.
 */
export const RESULTS_FILE = EMULATED_HOST_INDEX ? `results-host-${EMULATED_HOST_INDEX}.json` : 'results.json';

export type JsFigures = { firstRender: Sizes; routeTotal: Sizes; adminCodeLoaded: boolean };

export type RouteResult = {
  name: string;
  path: string;
  kind?: PageKind;
  js: JsFigures | null;
  firestore: FirestoreTally | null;
  /** Pages rendered per request with their data (lists, articles): what the server render read. */
  serverReads?: FirestoreTally | null;
  lighthouse: LighthouseFigures | null;
  /** The same page when the CDN holds no copy: the render's server time and the LCP of a load straight from it. */
  miss?: MissFigures | null;
  budgets: Record<string, Verdict>;
  errors: string[];
};

export type LeadsResult = { leads: number; ms: number; runsMs: number[]; firestore: FirestoreTally };

export type BenchResults = {
  measuredAt: string;
  machine: { cpus: number; node: string; chromium: string };
  method: {
    compression: string;
    lighthouse: string;
    firestore: string;
    miss?: string;
    taps?: string;
    newsletter?: string;
    functions?: string;
  };
  routes: RouteResult[];
  /** Taps on the home, each answered within its budget or not. */
  taps?: (TapResult & { budget: Verdict })[];
  admin: {
    js: JsFigures | null;
    /** The login route: JS until the form is usable, and its Lighthouse figures. */
    loginJs?: JsFigures | null;
    loginLighthouse?: LighthouseFigures | null;
    leadsFirstPage: LeadsResult[];
    /** One lead found by name prefix among the most leads seeded. */
    leadsSearch?: LeadsResult | null;
    /** Painel reads (one admin view, every block) at each lead count. */
    dashboard?: DashboardReads[];
    ratio10kTo1k: number | null;
    budgets: Record<string, Verdict>;
    errors: string[];
    /** When BENCH_ONLY=admin measured these alone, merged into a whole run's results (whose measuredAt is older). */
    measuredAt?: string;
  };
  /** An edition sent to 1,000 subscribers through the functions' code: time, documents read and written. */
  newsletter?: NewsletterEditionResult | null;
  /** What a functions instance loads, and the server render's cold start. */
  functions?: FunctionsStart | null;
};
