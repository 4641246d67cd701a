import { expect, test } from '../../support/test';
import { REPORT_DOWNLOAD_PATH } from '@cvc/web';
import { COLLECTIONS } from '@cvc/domain';
import config from '../../playwright.config';
import { docsByEmail, uniqueEmail } from './firestore';
import { reportFileLoad } from './reportFileLoad';

// Chromium's pop-up blocker on, as a visitor's browser has it (Playwright turns it off by default). It lets a
// page open a window for 5 s after a click; Safari only inside the click itself. The server's answer is held
// longer than that, so only a tab opened in the click's own gesture gets through.
test.use({
  launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-popup-blocking'] },
});

const FREE = 'Panorama do Corporate Venture Capital no Brasil 2025';
const BEYOND_CHROMIUMS_ACTIVATION_MS = 6_000;

test('the free report opens in the tab the click opened, even when the answer comes late', async ({
  page,
  context,
}) => {
  test.setTimeout(45_000);
  const email = uniqueEmail('report-popup');
  await page.route(`**${REPORT_DOWNLOAD_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, BEYOND_CHROMIUMS_ACTIVATION_MS));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: `Ver report: ${FREE}` }).click();
  const dialog = page.getByRole('dialog', { name: FREE });
  await dialog.getByLabel('Nome').fill('Patrícia Reis');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Empresa').fill('Tupã Seguros');
  const popup = context.waitForEvent('page', { timeout: 2_000 });
  const load = reportFileLoad(context);
  await dialog.getByRole('button', { name: 'Baixar gratuitamente' }).click();
  const tab = await popup; // within 2 s of the click: long before the answer
  // While it waits, blank, for the address: already cut off from the page that opened it.
  expect(await tab.evaluate(() => window.opener === null)).toBe(true);
  const file = await load;
  expect(file.frame().page()).toBe(tab);
  expect((await file.response())?.status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => docsByEmail(COLLECTIONS.reportDownloads, email)).toHaveLength(1);
});

test('a failed download closes the blank tab, says so and keeps the typed data', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('report-popup-fail');
  await page.route(`**${REPORT_DOWNLOAD_PATH}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"message":"UNAVAILABLE"}}',
    }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: `Ver report: ${FREE}` }).click();
  const dialog = page.getByRole('dialog', { name: FREE });
  await dialog.getByLabel('Nome').fill('Patrícia Reis');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Empresa').fill('Tupã Seguros');
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Baixar gratuitamente' }).click();
  const tab = await popup;
  await expect.poll(() => tab.isClosed()).toBe(true);
  await expect(dialog.getByRole('alert')).toHaveText('Erro ao processar seu cadastro. Tente novamente.');
  await expect(dialog.getByLabel('Nome')).toHaveValue('Patrícia Reis');
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await expect(dialog.getByLabel('Empresa')).toHaveValue('Tupã Seguros');
  expect(await docsByEmail(COLLECTIONS.reportDownloads, email)).toEqual([]);
});
