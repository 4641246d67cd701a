import {
  COLLECTIONS,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  VALIDATION_MESSAGES,
} from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { expect, test } from '../../support/test';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR, signedIn } from './staff';

const RADAR = 'https://radar.e2e.example.org/';
const CHECKOUT = 'https://checkout.e2e.example.org/revolucao-2030';
const settings = () => adminFirestore().collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID);

// Every other spec starts from the seed's settings.
test.afterEach(async () => {
  await settings().set(SITE_SETTINGS_PLACEHOLDERS);
});

test('an admin changes the site settings and the next page view links there', async ({ page }) => {
  await signedIn(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Configurações do site' }).click();
  const radar = page.getByLabel('Radar CVC (URL)');
  await expect(radar).toHaveValue(SITE_SETTINGS_PLACEHOLDERS.radar_url);

  // A script address is refused by the form, and nothing is stored.
  await radar.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(VALIDATION_MESSAGES.url)).toBeVisible();
  expect((await settings().get()).get('radar_url')).toBe(SITE_SETTINGS_PLACEHOLDERS.radar_url);

  await radar.fill(RADAR);
  await page.getByLabel('Checkout do curso Revolução 2030 (URL)').fill(CHECKOUT);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => (await settings().get()).get('radar_url')).toBe(RADAR);

  // The home is rendered per request with its reads: the header, the tools and the footer carry the address.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Radar/ })).toHaveAttribute('href', RADAR);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Radar CVC/ })).toHaveAttribute(
    'href',
    RADAR,
  );

  // A prerendered landing page reads the settings in the browser.
  await page.goto('/revolucao-2030');
  const checkout = page.getByRole('link', { name: /Garantir/ }).first();
  await expect(checkout).toHaveAttribute('href', CHECKOUT);
});

test('the server-rendered home carries the stored settings in its HTML', async ({ request }) => {
  await settings().set({ ...SITE_SETTINGS_PLACEHOLDERS, press_url: 'https://imprensa.e2e.example.org/' });
  const html = await (await request.get('/')).text();
  expect(html).toContain('href="https://imprensa.e2e.example.org/"');
});

test('a staff member without the admin role is refused the settings screen', async ({ page }) => {
  await signedIn(page, DEMO_NEWS_EDITOR);
  await page.goto('/admin/site-settings');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page.getByLabel('Radar CVC (URL)')).toHaveCount(0);
});
