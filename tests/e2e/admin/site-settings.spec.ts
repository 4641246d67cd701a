import type { DocumentData } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  COURSE_OFFER_MESSAGES,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  VALIDATION_MESSAGES,
} from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { siteSettingsViewSettled } from '../../support/site-settings-view';
import { openConsoleAs } from '../../support/staff-sessions';
import { expect, test } from '../../support/test';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR } from './staff';

const RADAR = 'https://radar.e2e.example.org/';
const CHECKOUT = 'https://checkout.e2e.example.org/revolucao-2030';
const settings = () => adminFirestore().collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID);

// Every other spec starts from the seed's settings (its course offers are dated from the seed's run).
let seeded: DocumentData;
test.beforeAll(async () => {
  seeded = (await settings().get()).data()!;
});
test.afterEach(async () => {
  await settings().set(seeded);
  await siteSettingsViewSettled();
});

test('an admin changes the site settings and the next page view links there @serial', async ({ page }) => {
  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Configurações do site' }).click();
  const radar = page.getByLabel('Radar CVC (URL)');
  await expect(radar).toHaveValue(SITE_SETTINGS_PLACEHOLDERS.radar_url);

  // A script address is refused by the form, and nothing is stored.
  await radar.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(VALIDATION_MESSAGES.url)).toBeVisible();
  expect((await settings().get()).get('radar_url')).toBe(SITE_SETTINGS_PLACEHOLDERS.radar_url);

  await radar.fill(RADAR);
  await page.getByLabel('Checkout de 2030 Revolução Tech (URL)').fill(CHECKOUT);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => (await settings().get()).get('radar_url')).toBe(RADAR);
  await siteSettingsViewSettled();

  // The home is rendered per request with its reads: the header, the tools and the footer carry the address.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Radar/ })).toHaveAttribute('href', RADAR);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Radar CVC/ })).toHaveAttribute(
    'href',
    RADAR,
  );

  // The landing page is rendered per request with the settings too.
  await page.goto('/revolucao-2030');
  const checkout = page.getByRole('link', { name: /Garantir/ }).first();
  await expect(checkout).toHaveAttribute('href', CHECKOUT);
});

test("an admin sets the class's dates and price, and the landing page follows, closing after its last day @serial", async ({
  page,
}) => {
  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Configurações do site' }).click();
  const price = page.getByLabel('Preço à vista de Formação Executiva (R$, inteiro)');
  const setDays = async (start: string, end: string) => {
    await page.getByLabel('Início da turma').fill(start);
    await page.getByLabel('Encerramento da turma').fill(end);
    await page.getByLabel('Último dia de inscrições').fill(start);
  };
  await price.fill('0');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(COURSE_OFFER_MESSAGES.price)).toBeVisible();

  await price.fill('7350');
  await setDays('2030-05-06', '2030-05-20');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(async () => (await settings().get()).get('executive_training_offer.price_brl'))
    .toBe(7350);
  await siteSettingsViewSettled();
  await page.goto('/formacaoexecutiva');
  await expect(page.getByText('R$ 7.350 à vista')).toBeVisible();
  await expect(page.getByText('Início em 6 de maio de 2030')).toBeVisible();

  await page.goto('/admin/site-settings');
  await setDays('2026-01-05', '2026-01-20');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(async () => (await settings().get()).get('executive_training_offer.signup_until'))
    .toBe('2026-01-05');
  await siteSettingsViewSettled();
  await page.goto('/formacaoexecutiva');
  await expect(page.getByRole('heading', { name: 'Inscrições encerradas para esta turma' })).toBeVisible();
  await expect(page.getByText('R$ 7.350 à vista')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quero me inscrever' })).toHaveCount(0);
});

test('the server-rendered home carries the stored settings in its HTML @serial', async ({ request }) => {
  await settings().set({ ...seeded, press_url: 'https://imprensa.e2e.example.org/' });
  await siteSettingsViewSettled();
  const html = await (await request.get('/')).text();
  expect(html).toContain('href="https://imprensa.e2e.example.org/"');
});

test('a staff member without the admin role is refused the settings screen @serial', async ({ page }) => {
  await openConsoleAs(page, DEMO_NEWS_EDITOR, '/admin/site-settings');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page.getByLabel('Radar CVC (URL)')).toHaveCount(0);
});
