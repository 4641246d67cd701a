import { expect, test } from '../../support/test';
import { startDevSite, type DevSite } from '../../../scripts/lib/dev-site';

// With a reCAPTCHA site key set (as on a real project), a landing visitor loads nothing of App Check, reCAPTCHA
// or the Firestore SDK: the page comes rendered with its data and asks only our public endpoints. App Check
// starts when the visitor begins a form. The emulator build has no key, so this runs the dev server with one, where
// each module is its own request; the bench's App Check group (BENCH_ONLY=app-check) counts the same on a build.

const SITE_KEY = 'e2e-offline-site-key';
const GOOGLE = /^https:\/\/www\.(google|gstatic)\.com\//;
const KINDS = {
  recaptcha: (url: string) => GOOGLE.test(url),
  appCheckSdk: (url: string) => /firebase_app-check|@firebase\/app-check/.test(url),
  firestoreSdk: (url: string) => /firebase_firestore_lite|@firebase\/firestore/.test(url),
  siteFirebase: (url: string) => new URL(url).pathname === '/src/data/firebase.ts',
};
type Kind = keyof typeof KINDS;

let site: DevSite;
test.beforeAll(async () => {
  // Vite gives variables already in the environment precedence over .env.emulator.
  process.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY = SITE_KEY;
  site = await startDevSite({ port: 0 });
});
test.afterAll(async () => {
  await site?.close();
  delete process.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
});

test('with a site key, the home loads no App Check, reCAPTCHA or Firestore SDK until a form is begun', async ({
  page,
}) => {
  // The first visit has Vite transform the whole app.
  test.setTimeout(180_000);
  const seen: Record<Kind, string[]> = { recaptcha: [], appCheckSdk: [], firestoreSdk: [], siteFirebase: [] };
  // Offline there is no Google; a real browser would fetch reCAPTCHA's script here.
  await page.route(GOOGLE, (route) => route.abort('internetdisconnected'));
  page.on('request', (request) => {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      if (KINDS[kind](request.url())) seen[kind].push(request.url());
    }
  });

  await page.goto(`${site.url}/`, { timeout: 120_000 });
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 90_000 });
  await page.waitForLoadState('networkidle');
  // Reading the page to its end (the market band, the lazy sections) is not beginning a form.
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual({ recaptcha: [], appCheckSdk: [], firestoreSdk: [], siteFirebase: [] });

  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  await page.getByRole('dialog').getByRole('textbox').first().focus();
  await expect.poll(() => seen.siteFirebase.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => seen.appCheckSdk.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => seen.firestoreSdk.length, { timeout: 30_000 }).toBeGreaterThan(0);
  // App Check asks reCAPTCHA Enterprise for the form's token.
  await expect.poll(() => seen.recaptcha.length, { timeout: 30_000 }).toBeGreaterThan(0);
});
