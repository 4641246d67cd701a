import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// tests/playwright.config.ts as CI runs it (one retry), on a spec that fails once and then passes: the run must
// fail and its summary name the spec, since a spec that passes only on retry is a fault to fix.

const TESTS = join(import.meta.dirname, '..', '..', 'tests');
const dir = join(TESTS, 'test-results', 'flaky-check');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('fails the Playwright run on a spec that passed only on retry, and names it', () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'flaky-check.config.ts'),
    `import base from '../../playwright.config';
export default { ...base, testDir: '.', globalSetup: undefined, outputDir: './output' };
`,
  );
  writeFileSync(
    join(dir, 'once.spec.ts'),
    `import { expect, test } from '@playwright/test';
test('passes only on its retry', ({}, info) => expect(info.retry).toBe(1));
`,
  );
  const run = spawnSync('npx', ['playwright', 'test', '--config', join(dir, 'flaky-check.config.ts')], {
    cwd: TESTS,
    encoding: 'utf8',
    // No browser starts for a spec without a page; the config only needs a path to name.
    env: { ...process.env, CI: '1', CHROMIUM_PATH: process.execPath },
  });
  const output = run.stdout + run.stderr;
  expect(output).toMatch(/1 flaky/);
  expect(output).toMatch(/once\.spec\.ts.*passes only on its retry/);
  expect(run.status).not.toBe(0);
}, 60_000);
