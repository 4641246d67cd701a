import { defineConfig } from 'vitest/config';

// Unit and component tests that need no emulator. Emulator-backed suites live in tests/ and run under
// `firebase emulators:exec` (see tests/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', root: 'web', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'functions', root: 'functions', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], environment: 'node' } },
      {
        extends: './site/vite.config.ts',
        test: {
          name: 'site',
          root: 'site',
          include: ['{src,build}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../vitest.setup.ts', 'src/test/setup.ts'],
        },
      },
      {
        extends: './admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../vitest.setup.ts'],
        },
      },
    ],
  },
});
