import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { docsByEmail, uniqueEmail } from './firestore';
import { reportFileLoad } from './reportFileLoad';

const FREE = 'Panorama do Corporate Venture Capital no Brasil 2025';

test('download a free report: the form is recorded and the PDF opens in a new tab', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('download');
  const fileRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/files/reports/')) fileRequests.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: `Ver report: ${FREE}` }).click();
  const dialog = page.getByRole('dialog', { name: FREE });
  await dialog.getByLabel('Nome').fill('Patrícia Reis');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Empresa').fill('Tupã Seguros');
  // Until the form is sent, the page knows no file address: it comes from the server with the recorded download.
  expect(await page.content()).not.toContain('.pdf');
  expect(fileRequests).toEqual([]);
  const popup = context.waitForEvent('page');
  const load = reportFileLoad(context);
  await dialog.getByRole('button', { name: 'Baixar gratuitamente' }).click();
  const tab = await popup;
  const file = await load;
  expect(file.frame().page()).toBe(tab);
  expect((await file.response())?.status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The record was written before the address was handed out.
  const downloads = await docsByEmail(COLLECTIONS.reportDownloads, email);
  expect(downloads).toHaveLength(1);
  expect(downloads[0]).toMatchObject({ report_id: 'report-01', report_title: FREE, company: 'Tupã Seguros' });
  expect(downloads[0]!.downloaded_at).toBeTruthy();
});

test('a paid report offers the checkout in a new tab with its price', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver report: Benchmark de Remuneração em Equipes de CVC' }).click();
  const buy = page.getByRole('dialog').getByRole('link', { name: 'Comprar - R$ 49.90' });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByRole('dialog').getByLabel('Nome')).toHaveCount(0);
  expect(await page.content()).not.toContain('.pdf');
});
