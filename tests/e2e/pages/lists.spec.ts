import { expect, test } from '../../support/test';
import { LIST_PAGE_SIZE } from '@cvc/domain';
import { publishedArticles } from './seed';

test('pages through the news with the page in the URL, and back and forward', async ({ page }) => {
  const news = await publishedArticles('news');
  expect(news.length).toBeGreaterThan(LIST_PAGE_SIZE);
  const cards = page.locator('main article');

  await page.goto('/noticias');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cards).toHaveCount(LIST_PAGE_SIZE);
  await expect(cards.first()).toContainText(news[0]!.title);
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await expect(page.getByRole('button', { name: /Anterior/ })).toBeDisabled();

  await page.getByRole('button', { name: /Próxima/ }).click();
  await expect(page).toHaveURL(/\/noticias\?page=2$/);
  await expect(cards).toHaveCount(news.length - LIST_PAGE_SIZE);
  await expect(cards.first()).toContainText(news[LIST_PAGE_SIZE]!.title);
  await expect(page.getByRole('button', { name: /Próxima/ })).toBeDisabled();

  await page.goBack();
  await expect(page).toHaveURL(/\/noticias$/);
  await expect(cards).toHaveCount(LIST_PAGE_SIZE);
  await expect(page.getByText('Página 1 de 2')).toBeVisible();

  await page.goForward();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(cards).toHaveCount(news.length - LIST_PAGE_SIZE);
});

test('a shared ?page=2 link opens the second page directly', async ({ page }) => {
  const news = await publishedArticles('news');
  await page.goto('/noticias?page=2');
  await expect(page.locator('main article').first()).toContainText(news[LIST_PAGE_SIZE]!.title);
});

test('the opinion list shows each opinion with its columnist', async ({ page }) => {
  const opinions = await publishedArticles('opinions');
  await page.goto('/opinioes');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(Math.min(opinions.length, LIST_PAGE_SIZE));
  await expect(cards.first()).toContainText(opinions[0]!.title);
  await expect(cards.first().locator('strong').first()).not.toBeEmpty();
});

test('report cards open the report modal: a free one asks for the download form', async ({ page }) => {
  await page.goto('/reports');
  const free = page.locator('main article').filter({ hasText: 'Gratuito' }).first();
  await free.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Empresa')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const paid = page
    .locator('main article')
    .filter({ hasText: /R\$ \d+\.\d{2}/ })
    .first();
  await paid.getByRole('button').click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: /^Comprar - R\$ \d+\.\d{2}$/ }),
  ).toBeVisible();
});
