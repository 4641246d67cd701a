import { COLLECTIONS, slugify } from '@cvc/domain';
import { opinionPath } from '@cvc/web';
import type { Page } from '@playwright/test';
import { adminFirestore } from '../../support/admin-firestore';
import { expect, test } from '../../support/test';
import { choose, DEMO_ADMIN } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// A columnist's piece with its sources: written in Markdown in the console, previewed as the page will be,
// published, and read by a visitor with nothing of what the page refuses.

const BODY = [
  'Abertura com [o estudo citado](https://example.org/estudo) e **um destaque**.',
  '## O que mudou',
  '- primeiro ponto\n- segundo ponto',
  '<script>window.xss = 1</script>',
  '[um link perigoso](javascript:window.xss=2)',
  '![](https://example.org/grafico.png)',
].join('\n\n');

async function removeOpinions(title: string) {
  const found = await adminFirestore().collection(COLLECTIONS.opinions).where('title', '==', title).get();
  await Promise.all(found.docs.map((doc) => doc.ref.delete()));
}

/** The article's body as the browser holds it, and whether anything of the payloads ran. */
async function readBody(page: Page) {
  const body = page.getByRole('article').locator('h2', { hasText: 'O que mudou' }).locator('..');
  return {
    html: await body.innerHTML(),
    ran: await page.evaluate(() => (window as unknown as { xss?: number }).xss ?? null),
  };
}

test('a column with a link, a subheading and a list is previewed as the page and published safely @serial', async ({
  page,
  context,
}) => {
  const title = `Coluna com fontes ${Date.now().toString(36)}`;
  try {
    await openConsoleAs(page, DEMO_ADMIN, '/admin/opinions/create');
    await choose(page, 'Colunista', 'Beatriz Okamoto');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('Um resumo sem marcação.');
    const content = page.getByRole('textbox', { name: 'Conteúdo', exact: true });
    await content.fill(BODY);
    await expect(page.getByRole('status').filter({ hasText: 'A página não mostra' })).toContainText(
      'ao publicar: <script>window.xss = 1</script> · javascript:window.xss=2',
    );

    // An image without a description is refused, and the text stays as typed.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Toda imagem precisa de uma descrição')).toBeVisible();
    await expect(content).toHaveValue(BODY);
    await content.fill(BODY.replace('![]', '![Gráfico dos aportes]'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/admin\/opinions$/);

    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByText(title)
      .click();
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Pré-visualizar' }).click(),
    ]);
    await expect(preview.getByRole('heading', { level: 2, name: 'O que mudou' })).toBeVisible();
    const previewed = await readBody(preview);
    await preview.close();

    await choose(page, 'Status', 'Publicado');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Publicado');

    const response = await page.goto(opinionPath(slugify(title)));
    expect(response?.status()).toBe(200);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'O que mudou' })).toBeVisible();
    const source = article.getByRole('link', { name: 'o estudo citado' });
    await expect(source).toHaveAttribute('href', 'https://example.org/estudo');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article.getByRole('listitem')).toHaveText(['primeiro ponto', 'segundo ponto']);
    await expect(article.getByRole('img', { name: 'Gráfico dos aportes' })).toHaveCount(1);
    // The refused link keeps its words and loses its address; the script is gone.
    await expect(article.getByText('um link perigoso')).not.toHaveAttribute('href', /./);
    const published = await readBody(page);
    expect(published.html).not.toMatch(/<script|javascript:/);
    expect(published.ran).toBeNull();
    expect(previewed).toEqual(published);
    // The share tags stay the summary's plain text.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Um resumo sem marcação.',
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Um resumo sem marcação.',
    );
  } finally {
    await removeOpinions(title);
  }
});
