import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/emulators';
import { RULES_FILE, RULES_PROJECT_ID, firestoreHost } from '../../support/rules';

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

/** Run last: the emulator has recorded every evaluation of the suites before it. */
export function describeCoverage(): void {
  describe('rules coverage', () => {
    it('writes the report and evaluated every allow condition at least once', async () => {
      const base = `http://${firestoreHost()}/emulator/v1/projects/${RULES_PROJECT_ID}`;
      const dir = join(ROOT, 'tests', '.rules-coverage');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'coverage.html'), await (await fetch(`${base}:ruleCoverage.html`)).text());
      const report = (await (await fetch(`${base}:ruleCoverage`)).json()) as {
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
    });
  });
}
