import { expect, test } from '../../support/test';
import { COPIED_CONFIRMATION_MS, LIST_PAGE_SIZE } from '@cvc/domain';
import { columnistName, cvcSector, publishedArticles } from './seed';

test('a news article opens from the list at /artigo and at /noticia as the same page', async ({ page }) => {
  const [newest] = await publishedArticles('news');
  await page.goto('/noticias');
  await page.getByRole('link', { name: newest!.title }).click();
  await expect(page).toHaveURL(`/artigo/${newest!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  const firstParagraph = newest!.content.split('\n')[0]!;
  await expect(page.getByText(firstParagraph, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${newest!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', newest!.title);
  // The head follows the visitor back too: the list's own declaration.
  await page.goBack();
  await expect(page).toHaveTitle(/^Notícias \| /);

  await page.goto(`/noticia/${newest!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/artigo\//);
});

test('the back button returns to the list page the visitor came from', async ({ page }) => {
  await page.goto('/noticias?page=2');
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/artigo\//);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/noticias\?page=2$/);
});

test("copy link puts the article's address on the clipboard and says 'Copiado!' for 2 s", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [newest] = await publishedArticles('news');
  await page.goto(`/noticia/${newest!.slug}`);
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^https?://[^/]+/artigo/${newest!.slug}$`));
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible({
    timeout: COPIED_CONFIRMATION_MS + 3000,
  });
});

test('continue reading leads to the latest other article', async ({ page }) => {
  const [newest, second] = await publishedArticles('news');
  await page.goto(`/artigo/${second!.slug}`);
  const card = page.getByRole('region', { name: 'Continue lendo' });
  await expect(card).toContainText(newest!.title);
  await page.goto(`/artigo/${newest!.slug}`);
  await expect(card).toContainText(second!.title);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
});

test('an opinion shows its columnist', async ({ page }) => {
  const [opinion] = await publishedArticles('opinions');
  await page.goto(`/opiniao/${opinion!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opinion!.title);
  await expect(page.getByRole('complementary')).toContainText(await columnistName(opinion!.columnist_id!));
});

test("an unknown slug shows 'Artigo não encontrado' with a link home", async ({ page }) => {
  const response = await page.goto('/artigo/este-artigo-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Artigo não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a news item shows the CVCs it mentions with their sectors, opened from the list and loaded directly', async ({
  page,
}) => {
  const news = await publishedArticles('news');
  const index = news.findIndex((article) => (article.cvcs_mentioned ?? []).length > 0);
  const article = news[index]!;
  const cvcName = article.cvcs_mentioned![0]!;
  const sector = await cvcSector(cvcName);
  expect(sector).toBeTruthy();

  // From the list the browser reads the article itself, asking fetch-cvc-info over HTTP.
  await page.goto(`/noticias?page=${Math.floor(index / LIST_PAGE_SIZE) + 1}`);
  await page.getByRole('link', { name: article.title }).click();
  const mentions = page.getByRole('region', { name: 'CVCs citados nesta notícia' });
  await expect(mentions.getByRole('listitem').first()).toHaveText(`${cvcName}Setor: ${sector}`);

  // Loaded directly, the server renders the mentions with the article.
  await page.reload();
  await expect(mentions.getByRole('listitem').first()).toHaveText(`${cvcName}Setor: ${sector}`);
});
