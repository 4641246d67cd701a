import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/emulators';
import { RULES_FILE, RULES_PROJECT_ID, firestoreHost } from '../../support/rules';
import { triggersSettled } from '../../support/trigger-queue';

interface CoverageEntry {
  sourcePosition: { line: number; column: number; currentOffset: number };
  values?: unknown[];
}

/** Where each `allow ...: if <condition>` condition starts, as a character offset into the rules. */
export function allowConditions(rules: string): { line: number; offset: number; text: string }[] {
  const found: { line: number; offset: number; text: string }[] = [];
  for (const match of rules.matchAll(/allow\s+[a-z, ]+:\s*if\s+/g)) {
    const offset = match.index + match[0].length;
    const line = rules.slice(0, offset).split('\n').length;
    found.push({ line, offset, text: rules.slice(offset, rules.indexOf(';', offset)).replace(/\s+/g, ' ') });
  }
  return found;
}

const CONSTANTS = new Set(['true', 'false']);

/** How long one request for the report may take: seconds on a quiet machine, minutes on a loaded one. */
export const REPORT_TIMEOUT_MS = 120_000;

/** The report's text, asked for a second time if the first request times out or fails. */
async function fetchReport(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REPORT_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return await response.text();
    } catch (error) {
      if (attempt >= 2) throw error;
      console.warn(`rules coverage: ${String(error)}; asking again`);
    }
  }
}

/** Run last: the emulator has recorded every evaluation of the suites before it. */
export function describeCoverage(): void {
  describe('rules coverage', () => {
    // The emulator builds the report from every evaluation the suites made: on a slow, busy host that takes far
    // longer than one test's usual 30 s, so this one waits up to REPORT_TIMEOUT_MS and tries again once.
    it(
      'writes the report and evaluated every allow condition at least once',
      { timeout: 2 * REPORT_TIMEOUT_MS + 10_000 },
      async () => {
        const base = `http://${firestoreHost()}/emulator/v1/projects/${RULES_PROJECT_ID}`;
        const dir = join(ROOT, 'tests', '.rules-coverage');
        mkdirSync(dir, { recursive: true });
        // The report is built while the functions emulator shares the host's cores with it: it is asked for
        // once the triggers earlier suites queued have run.
        await triggersSettled();
        const report = JSON.parse(await fetchReport(`${base}:ruleCoverage`)) as {
          report: CoverageEntry[];
          rules?: { files: { content: string }[] };
        };
        writeFileSync(join(dir, 'coverage.json'), JSON.stringify(report, null, 1));

        const evaluated = new Set(
          report.report.filter((e) => (e.values?.length ?? 0) > 0).map((e) => e.sourcePosition.currentOffset),
        );
        const conditions = allowConditions(readFileSync(RULES_FILE, 'utf8'));
        expect(conditions.length).toBeGreaterThan(30);
        // `if true` and `if false` are constants the emulator does not instrument; the matrix asserts those directly.
        const never = conditions.filter((c) => !CONSTANTS.has(c.text) && !evaluated.has(c.offset));
        console.log(
          `rules coverage: ${conditions.length - never.length}/${conditions.length} allow conditions evaluated; report in tests/.rules-coverage/`,
        );
        expect(never.map((c) => `line ${c.line}: ${c.text}`)).toEqual([]);

        // Functions too: a helper no test ever reaches is a rule nobody has seen work.
        const source = report.rules?.files[0]?.content ?? '';
        const unreached = report.report
          .filter((e) => !e.values?.length)
          .map(
            (e) =>
              `line ${e.sourcePosition.line}: ${source.slice(e.sourcePosition.currentOffset).split('\n')[0]}`,
          );
        expect(unreached).toEqual([]);
      },
    );
  });
}
