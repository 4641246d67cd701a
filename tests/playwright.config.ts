import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './support/system-chromium';

// The specs drive Debian's chromium-headless-shell when it is installed: the same engine without the full
// browser's windowing, it took a sixth less CPU over the same 91 specs on 2 cores, where the browsers and the
// emulators share the cores. The bench measures in the full browser (support/browser.ts), as visitors use.
const SPEC_BROWSERS = ['chromium-headless-shell', 'chromium', 'chromium-browser'];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // The specs' own records let them run side by side; E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a failed spec runs once more, so the summary can tell a flaky spec ("flaky", named) from a broken one;
  // either way the run fails: a spec that passes only on retry is a fault to fix.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // The JSON report feeds the table of the slowest specs `npm test` ends with (scripts/lib/suite-times.ts).
  reporter: [['list'], ['json', { outputFile: '../test-reports/playwright.json' }]],
  // A staff sign-in is two steps (the password, then the SMS code read from the Auth emulator), and some specs
  // sign in twice on a machine whose two cores also run every emulator.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium(SPEC_BROWSERS),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests tagged @serial change what every spec sees (the site settings and identity, the newest items, mail
    // to every subscriber) or count what every spec adds (the Painel's figures, the leads' highlight, the
    // enabled events): they run first, one at a time, on data close to the seed.
    { name: 'shared-data', grep: /@serial/, workers: 1, use: { ...devices['Desktop Chrome'] } },
    // Every other spec works on records of its own (a unique address, title or event), so the workers share it.
    {
      name: 'own-data',
      grepInvert: /@serial/,
      dependencies: ['shared-data'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
