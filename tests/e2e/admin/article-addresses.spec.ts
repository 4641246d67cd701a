import { COLLECTIONS, slugify } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { expectNoSeriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { choose, DEMO_NEWS_EDITOR } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// An editor's day with an article's address: a draft previewed before anyone can see it, and a published
// title fixed without breaking the links already shared.

async function createNews(
  page: import('@playwright/test').Page,
  title: string,
  status: 'Rascunho' | 'Publicado',
) {
  await page.goto('/admin/news/create');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('Resumo para a prévia.');
  await page
    .getByRole('textbox', { name: 'Conteúdo', exact: true })
    .fill('Primeiro parágrafo da prévia.\nSegundo parágrafo.');
  if (status === 'Publicado') await choose(page, 'Status', 'Publicado');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
}

async function openInConsole(page: import('@playwright/test').Page, title: string) {
  await page.goto('/admin/news');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByText(title)
    .click();
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);
}

async function removeNews(title: string) {
  const db = adminFirestore();
  const found = await db.collection(COLLECTIONS.news).where('title', '==', title).get();
  await Promise.all(found.docs.map((doc) => doc.ref.delete()));
}

test('an editor previews a draft in English while its public address stays 404', async ({
  page,
  context,
}) => {
  const title = `Prévia de rascunho ${Date.now().toString(36)}`;
  try {
    await openConsoleAs(page, DEMO_NEWS_EDITOR);
    await createNews(page, title, 'Rascunho');
    await openInConsole(page, title);
    await page.getByRole('combobox', { name: 'Idioma da pré-visualização' }).selectOption('en');
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Pré-visualizar' }).click(),
    ]);
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText('Primeiro parágrafo da prévia.')).toBeVisible();
    await expect(preview.locator('html')).toHaveAttribute('lang', 'en');
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousViolations(preview, 'the preview of a draft');

    const visitor = await page.request.get(`/artigo/${slugify(title)}`);
    expect(visitor.status()).toBe(404);
  } finally {
    await removeNews(title);
  }
});

test('an editor fixes a published title and the old address redirects to the new one @serial', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const typo = `Rodada recorde com erro de digitaçao ${run}`;
  const fixed = `Rodada recorde com erro de digitação corrigido ${run}`;
  try {
    await openConsoleAs(page, DEMO_NEWS_EDITOR);
    await createNews(page, typo, 'Publicado');
    await openInConsole(page, typo);
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(fixed);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    // The trigger keeps the old slug a moment after the save.
    await expect
      .poll(async () => (await page.request.get(`/artigo/${slugify(typo)}`, { maxRedirects: 0 })).status(), {
        timeout: 20_000,
      })
      .toBe(301);
    await page.goto(`/noticia/${slugify(typo)}`);
    await expect(page).toHaveURL(new RegExp(`/artigo/${slugify(fixed)}$`));
    await expect(page.getByRole('heading', { level: 1, name: fixed })).toBeVisible();
  } finally {
    await removeNews(typo);
    await removeNews(fixed);
  }
});
