import playwrightConfig from '../playwright.config';
import { systemChromium } from './system-chromium';

// The bench and Lighthouse drive the full system Chromium, the browser visitors run, with the same offline
// flags as the Playwright suites (tests/playwright.config.ts names them once); the specs may run in its
// headless shell instead.
const launchOptions = playwrightConfig.use?.launchOptions ?? {};

export const CHROMIUM_PATH: string = systemChromium(['chromium', 'chromium-browser']);
export const CHROMIUM_FLAGS: readonly string[] = launchOptions.args ?? [];
