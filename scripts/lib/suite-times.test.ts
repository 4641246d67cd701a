import { describe, expect, it } from 'vitest';
import { playwrightSpecs, suiteTimesTable, vitestFiles } from './suite-times';

describe("the suite's times", () => {
  it('times each Vitest file from its own start to its end, slowest first, named from the root', () => {
    const report = {
      testResults: [
        { name: '/repo/tests/integration/a.test.ts', startTime: 1_000, endTime: 4_500 },
        { name: '/repo/tests/integration/b.test.ts', startTime: 4_500, endTime: 64_500 },
        { name: '/repo/tests/integration/never-ran.test.ts' },
      ],
    };
    expect(vitestFiles(report, '/repo')).toEqual([
      { name: 'tests/integration/b.test.ts', seconds: 60 },
      { name: 'tests/integration/a.test.ts', seconds: 3.5 },
    ]);
  });

  it("counts every run of a Playwright spec (a retry too), named by file, describe and title", () => {
    const report = {
      suites: [
        {
          title: 'admin/login.spec.ts',
          specs: [{ title: 'signs in', file: 'admin/login.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }],
          suites: [
            {
              title: 'Equipe',
              specs: [
                {
                  title: 'invites',
                  file: 'admin/login.spec.ts',
                  tests: [{ results: [{ duration: 9_000 }, { duration: 8_000 }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightSpecs(report)).toEqual([
      { name: 'admin/login.spec.ts › Equipe › invites', seconds: 17 },
      { name: 'admin/login.spec.ts › signs in', seconds: 2 },
    ]);
  });

  it("prints each stage's minutes, the total, a failed stage, and only the slowest few of each kind", () => {
    const table = suiteTimesTable(
      [
        { name: 'install', seconds: 240, ok: true },
        { name: 'unit', seconds: 90, ok: false },
      ],
      [
        {
          title: 'Playwright specs',
          items: [
            { name: 'a', seconds: 120 },
            { name: 'b', seconds: 9.25 },
            { name: 'c', seconds: 1 },
          ],
        },
        { title: 'integration files', items: [] },
      ],
      2,
    );
    expect(table).toBe(
      [
        'The suite’s time (minutes)',
        '  install    4.0',
        '  unit       1.5  FAILED',
        '  total      5.5',
        '',
        'The ten slowest Playwright specs (seconds)',
        '   120.0  a',
        '     9.3  b',
      ].join('\n'),
    );
  });
});
