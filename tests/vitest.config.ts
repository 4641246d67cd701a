import { defineConfig } from 'vitest/config';

// Suites that talk to the running emulators; run only under `firebase emulators:exec` (npm run test:emulators).
// The files of the seeded project (demo-cvc) run one at a time, each once the triggers before it have run; the
// rules matrix works in a project of its own (demo-rules) that no trigger watches, so it runs beside them, in a
// second vitest process (tests/package.json's test:integration:all; one process runs its files one at a time).
const RULES = ['integration/rules/rules.test.ts'];
const shared = {
  environment: 'node',
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'emulators',
          include: ['integration/**/*.test.ts'],
          exclude: RULES,
          setupFiles: ['support/settle-triggers-per-file.ts'],
        },
      },
      { test: { ...shared, name: 'rules', include: RULES } },
    ],
  },
});
