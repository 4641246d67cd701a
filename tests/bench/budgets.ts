import { LEADS_PAGE_SIZE } from '@cvc/domain';

// The performance budgets. They are printed beside each figure as met / not met and never fail a run:
// a benchmark informs, the tests decide.
export const BUDGETS = {
  /** Every public route in each language, JS loaded in all (until the network is quiet, scrolled to its end), gzip. */
  routeJsGzipKb: 140,
  /** Lighthouse performance, accessibility and SEO scores, every public route. */
  minScore: 95,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.05,
  /** A tap on the home answered (Event Timing, INP's measure) with the CPU slowed 4×: median of five. */
  tapMs: 200,
  /** Firestore documents read for one home view, the page scrolled to its end. */
  homeDocuments: 40,
  /**
   * Console login route: JS loaded until the form is usable, gzip. Back to 200 once the English catalogue and the
   * resources' icons left the first chunk (docs/decisions/admin-login-budget.md).
   */
  adminLoginJsGzipKb: 200,
  /** Lighthouse mobile scores of the console's login page. */
  adminLoginPerformance: 90,
  adminLoginAccessibility: 95,
  /** Leads list first page with 100,000 leads against 1,000. */
  leadsRatio: 1.5,
  /** Documents the leads list's first page reads after login: one page plus a constant (claims, settings). */
  leadsFirstPageDocuments: LEADS_PAGE_SIZE + 10,
  /** A search for one lead by name prefix among 100,000: time to the row, and documents read (one page). */
  leadsSearchMs: 1000,
  leadsSearchDocuments: LEADS_PAGE_SIZE,
  /**
   * functions/lib/index.js, which every function's instance loads whole: at most half of its 1,460 KB before it
   * was minified and lost zod's locales and nodemailer.
   */
  functionsSharedBundleKb: 730,
  /** A fresh instance's first page (the home), from the process's start, on the emulators: about twice 515 ms. */
  renderColdStartMs: 1000,
} as const;

/** null when the figure could not be measured (the page is missing or the run failed). */
export type Verdict = boolean | null;

export function atMost(value: number | null | undefined, limit: number): Verdict {
  return value === null || value === undefined || Number.isNaN(value) ? null : value <= limit;
}

export function atLeast(value: number | null | undefined, limit: number): Verdict {
  return value === null || value === undefined || Number.isNaN(value) ? null : value >= limit;
}

export function mark(verdict: Verdict): string {
  if (verdict === null) return ' ?';
  return verdict ? ' ✓' : ' ✗';
}

/** Painel: the same documents read at every lead count measured (two at least). */
export function sameDashboardReads(views: { firestore: { documents: number } }[] | undefined): Verdict {
  if (!views || views.length < 2) return null;
  return views.every((view) => view.firestore.documents === views[0]!.firestore.documents);
}
