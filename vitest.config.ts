import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Unit and component tests that need no emulator. Emulator-backed suites live in tests/ and run under
// `firebase emulators:exec` (see tests/vitest.config.ts).

/** What makes a test file depend on loading its modules afresh: a module mock, or an import for its effect. */
const NEEDS_FRESH_MODULES = /\bvi\.(mock|doMock|resetModules|stubGlobal)\(|\bawait import\(/;

function testFiles(root: string, dir = 'src'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(root, path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * A Node project's files share one module graph per worker (no isolation: a quarter of the time), but for
 * those that need fresh modules, which run as `<name>-isolated`.
 */
function nodeProject(name: string, dir = 'src'): TestProjectInlineConfiguration[] {
  const fresh = testFiles(name, dir).filter((file) =>
    NEEDS_FRESH_MODULES.test(readFileSync(join(name, file), 'utf8')),
  );
  const base = { root: name, environment: 'node' as const };
  const all = dir === '.' ? '**/*.test.ts' : `${dir}/**/*.test.ts`;
  return [
    {
      test: { ...base, name, include: [all], exclude: [...configDefaults.exclude, ...fresh], isolate: false },
    },
    ...(fresh.length ? [{ test: { ...base, name: `${name}-isolated`, include: fresh } }] : []),
  ];
}

export default defineConfig({
  test: {
    projects: [
      ...nodeProject('domain'),
      ...nodeProject('web'),
      ...nodeProject('functions'),
      ...nodeProject('scripts', '.'),
      {
        extends: './site/vite.config.ts',
        test: {
          name: 'site',
          root: 'site',
          include: ['{src,build}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../vitest.setup.ts', 'src/test/setup.ts'],
          // Each test starts with no calls on its mocks, in whatever order the tests run.
          clearMocks: true,
        },
      },
      {
        extends: './admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../vitest.setup.ts', 'src/test/setup.ts'],
          // As in site.
          clearMocks: true,
        },
      },
    ],
  },
});
