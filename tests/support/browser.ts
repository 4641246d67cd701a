import playwrightConfig from '../playwright.config';

// The bench and Lighthouse drive the same system Chromium, with the same offline flags, as the Playwright
// suites: tests/playwright.config.ts stays the one place that names them.
const launchOptions = playwrightConfig.use?.launchOptions ?? {};

export const CHROMIUM_PATH: string = launchOptions.executablePath ?? 'chromium';
export const CHROMIUM_FLAGS: readonly string[] = launchOptions.args ?? [];
