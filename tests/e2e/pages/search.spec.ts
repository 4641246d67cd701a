import { expect, test } from '../../support/test';

// A reader searching the site from the header: words without their accents, in each language, the results
// rendered by the server (the field is a plain form), twelve a page.

const COLUMN = 'Venture client: o caminho mais curto entre a startup e o resultado';

for (const [language, prefix, label, field, summary] of [
  ['pt', '', 'Buscar no site', 'O que você procura?', /resultados? para “saude venture client caminho”/],
  [
    'en',
    '/en',
    'Search the site',
    'What are you looking for?',
    /results? for “saude venture client caminho”/,
  ],
  [
    'es',
    '/es',
    'Buscar en el sitio',
    '¿Qué está buscando?',
    /resultados? para “saude venture client caminho”/,
  ],
] as const) {
  test(`a reader finds the column from the header's search, without accents (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(prefix || '/');
    await page.getByRole('banner').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`${prefix}/busca`);
    await expect(page.getByText(/three letters|três letras|tres letras/)).toBeVisible();
    const search = page.getByRole('main').getByRole('searchbox', { name: field });
    await search.fill('saude venture client caminho');
    await search.press('Enter');
    await expect(page).toHaveURL(`${prefix}/busca?q=saude+venture+client+caminho`);
    await expect(page.getByRole('status')).toHaveText(summary);
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(COLUMN);
    await first.getByRole('link', { name: COLUMN }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/opiniao/venture-client-`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COLUMN);
  });
}

test('the phone menu has the field too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/noticias');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const field = page.getByRole('dialog').getByRole('searchbox', { name: 'Buscar no site' });
  await field.fill('Inovação');
  await field.press('Enter');
  await expect(page).toHaveURL('/busca?q=Inova%C3%A7%C3%A3o');
  await expect(page.getByRole('status')).toContainText('para “Inovação”');
});

test('an empty or symbol-only query shows the hint; no match shows the latest items', async ({ page }) => {
  for (const query of ['', '?q=', '?q=%25%25%21', '?q=de+a']) {
    await page.goto(`/busca${query}`);
    await expect(page.getByText('Escreva uma palavra de três letras ou mais.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'O que você procura?' })).toBeVisible();
  }
  await page.goto('/busca?q=xilofonequantico');
  await expect(page.getByRole('status')).toHaveText(
    'Nada encontrado para a sua busca. Veja os conteúdos mais recentes:',
  );
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }),
  ).toHaveCount(12);
  await expect(page.getByRole('searchbox', { name: 'O que você procura?' })).toHaveValue('xilofonequantico');
});

test('many results come twelve a page, the query kept from page to page', async ({ page }) => {
  await page.goto('/busca?q=cvc');
  const results = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(results).toHaveCount(12);
  const firstOfPageOne = await results.first().getByRole('heading').textContent();
  await page.getByRole('button', { name: /Próxima/ }).click();
  await expect(page).toHaveURL('/busca?q=cvc&page=2');
  await expect(results.first().getByRole('heading')).not.toHaveText(firstOfPageOne!);
  await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();
});
