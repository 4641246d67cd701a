import { defineConfig } from 'vitest/config';

// Suites that talk to the running emulators; run only under `firebase emulators:exec` (npm run test:emulators).
export default defineConfig({
  test: {
    include: ['integration/**/*.test.ts'],
    setupFiles: ['support/settle-triggers-per-file.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
