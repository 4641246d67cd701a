import { expect, test } from '../../support/test';
import { DEMO_ADMIN } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// Every content and partner screen lists its seed rows (one server page each) and opens its forms.
const SCREENS: [path: string, heading: string, seedText: string][] = [
  ['/admin/opinions', 'Opiniões', 'Publicado'],
  ['/admin/columnists', 'Colunistas', 'Mariana Albuquerque Teixeira'],
  ['/admin/reports', 'Relatórios', 'Panorama do Corporate Venture Capital no Brasil 2025'],
  ['/admin/partners', 'Parceiros', 'Pinhal Capital'],
  ['/admin/maintainers', 'Mantenedores', 'Grupo Vértice'],
  ['/admin/participants', 'Participantes', 'Agro Horizonte'],
  ['/admin/suppliers', 'Fornecedores', 'Lacerda & Brandão Advogados'],
  ['/admin/events', 'Eventos', 'Circuito CVC Connect: Campinas'],
  ['/admin/market-sectors', 'Dados de mercado', 'Serviços Financeiros'],
];

test('each admin screen lists its rows', async ({ page }) => {
  // Nine full loads of the console: about 25 s on a quiet machine, over a minute on a busy one.
  test.setTimeout(120_000);
  await openConsoleAs(page, DEMO_ADMIN);
  for (const [path, heading, seedText] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByText(heading, { exact: true }), path).toBeVisible();
    await expect(page.getByRole('cell', { name: seedText }).first(), path).toBeVisible();
  }
  // One collection: the Partners screen lists every type (SPEC §5), the other two only their own.
  await page.goto('/admin/maintainers');
  await expect(page.getByRole('cell', { name: 'Pinhal Capital' })).toHaveCount(0);
});

test('the report form switches between free and paid', async ({ page }) => {
  await openConsoleAs(page, DEMO_ADMIN, '/admin/reports/create');
  await expect(page.getByRole('spinbutton', { name: 'Preço (R$)' })).toHaveCount(0);
  await page.getByLabel('Gratuito').uncheck();
  await expect(page.getByRole('spinbutton', { name: 'Preço (R$)' })).toHaveValue('0');
  await expect(page.getByRole('textbox', { name: 'URL de checkout', exact: true })).toBeVisible();
  await page.getByLabel('Gratuito').check();
  await expect(page.getByRole('textbox', { name: 'URL de checkout', exact: true })).toHaveCount(0);
});

test('an event takes sponsor logos only with a name and a URL', async ({ page }) => {
  await openConsoleAs(page, DEMO_ADMIN, '/admin/events/create');
  await page.getByRole('textbox', { name: 'Nome do patrocinador' }).fill('Aurora Energia');
  await page.getByRole('button', { name: 'Adicionar logo' }).click();
  await expect(page.getByRole('alert')).toHaveText('Preencha o nome e a URL do logo do patrocinador');
  await expect(page.getByRole('radio', { name: 'Habilitado' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Desabilitado' })).not.toBeChecked();
});

test('the crawler page is a placeholder with the way to market data', async ({ page }) => {
  await openConsoleAs(page, DEMO_ADMIN, '/admin/crawler');
  await expect(page.getByText('edge functions')).toBeVisible();
  await page.getByRole('link', { name: 'Dados de mercado' }).click();
  await expect(page).toHaveURL(/\/admin\/market-sectors$/);
});
