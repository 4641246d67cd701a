/**
 * The suite's time, stage by stage, and its slowest files and specs, read from the reports `npm test` leaves in
 * `test-reports/`: the stages' own record, Vitest's JSON reports and Playwright's. Printed at the end of every
 * run (scripts/test.ts), so a regression shows the day it lands.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './emulators';

/** Where a run's reports go (ignored by git). */
export const REPORTS_DIR = join(ROOT, 'test-reports');
export const STAGES_REPORT = join(REPORTS_DIR, 'stages.json');
export const UNIT_REPORT = join(REPORTS_DIR, 'unit.json');
export const INTEGRATION_REPORT = join(REPORTS_DIR, 'integration.json');
/** The integration files that run beside the rest, in a process of their own (tests/vitest.config.ts). */
export const INTEGRATION_APART_REPORT = join(REPORTS_DIR, 'integration-apart.json');
export const PLAYWRIGHT_REPORT = join(REPORTS_DIR, 'playwright.json');

export type Stage = { name: string; seconds: number; ok: boolean };
export type Timed = { name: string; seconds: number };

/** Vitest's JSON report: one entry a file, with the file's start and end (epoch milliseconds). */
type VitestReport = { testResults?: { name: string; startTime?: number; endTime?: number }[] };

/** Each file's own time, slowest first, named from the repository's root. */
export function vitestFiles(report: VitestReport, root = ROOT): Timed[] {
  return (report.testResults ?? [])
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({ name: relative(root, file.name), seconds: (file.endTime! - file.startTime!) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** Playwright's JSON report: suites of suites, each spec with its tests' runs (a retry is one more run). */
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { suites?: PlaywrightSuite[]; stats?: { duration?: number } };

/** Each spec's time (all its runs, retries included), slowest first, as "file › title". */
export function playwrightSpecs(report: PlaywrightReport): Timed[] {
  const specs: Timed[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const runs = spec.tests.flatMap((test) => test.results);
      const ms = runs.reduce((sum, run) => sum + run.duration, 0);
      specs.push({ name: [spec.file, ...titles, spec.title].join(' › '), seconds: ms / 1000 });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite is titled with its path, already named by each spec's `file`.
  for (const file of report.suites ?? []) walk(file, []);
  return specs.sort((a, b) => b.seconds - a.seconds);
}

const minutes = (seconds: number) => (seconds / 60).toFixed(1).padStart(6);

/** The table printed at the end of a run: each stage's minutes, then the ten slowest of each kind. */
export function suiteTimesTable(
  stages: readonly Stage[],
  slowest: { title: string; items: readonly Timed[] }[],
  top = 10,
): string {
  const width = Math.max(...stages.map((stage) => stage.name.length), 'total'.length);
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  const lines = [
    'The suite’s time (minutes)',
    ...stages.map((stage) => `  ${stage.name.padEnd(width)} ${minutes(stage.seconds)}${stage.ok ? '' : '  FAILED'}`),
    `  ${'total'.padEnd(width)} ${minutes(total)}`,
  ];
  for (const { title, items } of slowest) {
    if (!items.length) continue;
    lines.push('', `The ten slowest ${title} (seconds)`);
    for (const item of items.slice(0, top)) lines.push(`  ${item.seconds.toFixed(1).padStart(6)}  ${item.name}`);
  }
  return lines.join('\n');
}

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The table of the last run, from what its reports hold. */
export function lastRunTable(): string {
  const stages = readJson<Stage[]>(STAGES_REPORT) ?? [];
  return suiteTimesTable(stages, [
    { title: 'Playwright specs', items: playwrightSpecs(readJson<PlaywrightReport>(PLAYWRIGHT_REPORT) ?? {}) },
    {
      title: 'integration files',
      items: [INTEGRATION_REPORT, INTEGRATION_APART_REPORT]
        .flatMap((report) => vitestFiles(readJson<VitestReport>(report) ?? {}))
        .sort((a, b) => b.seconds - a.seconds),
    },
    { title: 'unit files', items: vitestFiles(readJson<VitestReport>(UNIT_REPORT) ?? {}) },
  ]);
}
