import { configDefaults, defineConfig } from 'vitest/config';

// Suites that talk to the running emulators; run only under `firebase emulators:exec` (npm run test:emulators).
// Files run one at a time: most share demo-cvc's documents, its one trigger queue and the SMTP port 1025.

/**
 * Files that share nothing with the others: they work in a project of their own that no function listens to
 * (the rules matrix in demo-rules, the races in demo-races, the console's provider, the restore drill, the
 * bench's tally…) or on a collection no trigger watches, with an SMTP server of their own. `npm test` runs them
 * in a second process beside the rest (INTEGRATION_LANE=apart, and =shared for the rest); without the variable
 * every file runs here.
 */
export const APART = [
  'integration/rules/*.test.ts',
  'integration/races/*.test.ts',
  'integration/events/seatRaces.test.ts',
  'integration/bench/*.test.ts',
  'integration/admin/*.test.ts',
  'integration/backups/restore.test.ts',
  'integration/leads/leadSearch.test.ts',
  'integration/retention/expiredLists.test.ts',
  'integration/stats/statsWrites.test.ts',
  'integration/mail/productionRun.test.ts',
  'integration/support/*.test.ts',
  'integration/translations/migrateTranslationState.test.ts',
];

const lane = process.env.INTEGRATION_LANE;

export default defineConfig({
  test: {
    include: lane === 'apart' ? APART : ['integration/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(lane === 'shared' ? APART : [])],
    // Their files wait for demo-cvc's trigger queue, which the apart lane never adds to.
    setupFiles: lane === 'apart' ? [] : ['support/settle-triggers-per-file.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
