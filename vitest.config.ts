import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  configDefaults,
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config';

// Unit and component tests that need no emulator. Emulator-backed suites live in tests/ and run under
// `firebase emulators:exec` (see tests/vitest.config.ts).

/** What makes a test file depend on loading its modules afresh: a module mock, or an import for its effect. */
const NEEDS_FRESH_MODULES = /\bvi\.(mock|doMock|resetModules|stubGlobal)\(|\bawait import\(/;

function testFiles(root: string, dirs: string[], ending: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(root, [path], ending);
      return ending.test(entry.name) ? [path] : [];
    }),
  );
}

type TestOptions = NonNullable<ViteUserConfig['test']>;

/**
 * A project's files share one module graph (and environment) per worker (no isolation: a fraction of the time),
 * but for those that need fresh modules, which run as `<name>-isolated`.
 */
function sharedProject(
  name: string,
  {
    dirs = ['src'],
    tsx = false,
    extends: base,
    test,
  }: { dirs?: string[]; tsx?: boolean; extends?: string; test?: TestOptions } = {},
): TestProjectInlineConfiguration[] {
  const fresh = testFiles(name, dirs, tsx ? /\.test\.tsx?$/ : /\.test\.ts$/).filter((file) =>
    NEEDS_FRESH_MODULES.test(readFileSync(join(name, file), 'utf8')),
  );
  const options = { root: name, environment: 'node' as const, ...test };
  const ext = tsx ? '{ts,tsx}' : 'ts';
  const include = dirs.map((dir) => (dir === '.' ? `**/*.test.${ext}` : `${dir}/**/*.test.${ext}`));
  return [
    {
      extends: base,
      test: { ...options, name, include, exclude: [...configDefaults.exclude, ...fresh], isolate: false },
    },
    ...(fresh.length
      ? [{ extends: base, test: { ...options, name: `${name}-isolated`, include: fresh } }]
      : []),
  ];
}

export default defineConfig({
  test: {
    projects: [
      ...sharedProject('domain'),
      ...sharedProject('web'),
      ...sharedProject('functions'),
      ...sharedProject('scripts', { dirs: ['.'] }),
      ...sharedProject('site', {
        dirs: ['src', 'build'],
        tsx: true,
        extends: './site/vite.config.ts',
        // A worker's files share one page and one i18n: the setup files reset what a file or test changes on them.
        test: {
          environment: 'jsdom',
          setupFiles: ['../vitest.setup.ts', 'src/test/setup.ts'],
          // Each test starts with no calls on its mocks, in whatever order the tests run.
          clearMocks: true,
        },
      }),
      ...sharedProject('admin', {
        tsx: true,
        extends: './admin/vite.config.ts',
        test: {
          environment: 'jsdom',
          setupFiles: ['../vitest.setup.ts', 'src/test/setup.ts'],
          // As in site.
          clearMocks: true,
        },
      }),
    ],
  },
});
