// The performance budgets. They are printed beside each figure as met / not met and never fail a run:
// a benchmark informs, the tests decide.
export const BUDGETS = {
  /** Home page, JS loaded before first render, gzip. */
  homeJsGzipKb: 140,
  /** Lighthouse performance, accessibility and SEO scores, every public route. */
  minScore: 95,
  lcpMs: 2500,
  tbtMs: 100,
  cls: 0.05,
  /** Firestore documents read for one home view, the page scrolled to its end. */
  homeDocuments: 40,
  /** Leads list first page with 10,000 leads against 1,000. */
  leadsRatio: 1.5,
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
