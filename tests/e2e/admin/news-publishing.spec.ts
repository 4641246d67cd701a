import { slugify } from '@cvc/domain';
import { newsPath } from '@cvc/web';
import { expectNoSeriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { choose, DEMO_NEWS_EDITOR } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// The public home page lists the three latest published news; a news item published now is the newest. Its body
// is written with the toolbar and a shortcut, and the live preview beside it shows what the page then shows.
const BODY =
  '**Primeiro** parágrafo.\n\n## Fontes\n\nLeia [o relatório](https://cvc.org.br/relatorio) e https://cvc.org.br/agenda.';

test('a news item written with the toolbar, published and unpublished appears on and then leaves the public site @serial', async ({
  page,
}) => {
  // Unique per run, so a run that failed half-way never leaves a twin behind.
  const title = `Rodada recorde da Aurora Energia ${Date.now().toString(36)}`;
  await openConsoleAs(page, DEMO_NEWS_EDITOR);
  await page.getByRole('link', { name: 'Criar' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Rascunho');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Resumo', exact: true })
    .fill('A corporação lidera uma rodada série B em uma startup de baterias.');
  const content = page.getByRole('textbox', { name: 'Conteúdo', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Formatação do conteúdo' });
  await content.fill('Primeiro parágrafo.');
  await content.press('Control+Home');
  await content.press('Control+Shift+ArrowRight');
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  // The browser's undo and redo take the edit as a typed one.
  await content.press('Control+z');
  await expect(content).toHaveValue('Primeiro parágrafo.');
  await content.press('Control+Shift+z');
  await expect(content).toHaveValue('**Primeiro** parágrafo.');
  await content.press('Control+End');
  await page.keyboard.type('\n\nFontes');
  await toolbar.getByRole('button', { name: 'Subtítulo' }).click();
  await page.keyboard.type('\n\nLeia o relatório');
  await content.press('Control+Shift+ArrowLeft');
  await content.press('Control+Shift+ArrowLeft');
  await content.press('Control+k');
  await page.keyboard.type('https://cvc.org.br/relatorio');
  await content.press('Control+End');
  await page.keyboard.type(' e https://cvc.org.br/agenda.');
  await expect(content).toHaveValue(BODY);
  const preview = page.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Fontes' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'https://cvc.org.br/agenda' })).toHaveAttribute(
    'href',
    'https://cvc.org.br/agenda',
  );
  const previewed = await preview.locator(':scope > div').innerHTML();
  await expectNoSeriousViolations(page, 'the news editor with its toolbar and preview');
  await page.getByRole('textbox', { name: 'URL da imagem', exact: true }).fill('not a url');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('URL inválida')).toBeVisible();
  await page.getByRole('textbox', { name: 'URL da imagem', exact: true }).fill('');
  await choose(page, 'Status', 'Publicado');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Publicado');

  await page.goto('/');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(newsPath(slugify(title)));
  const article = page.getByRole('article');
  await expect(article.getByRole('link', { name: 'o relatório' })).toHaveAttribute(
    'href',
    'https://cvc.org.br/relatorio',
  );
  expect(await article.locator('h2', { hasText: 'Fontes' }).locator('..').innerHTML()).toBe(previewed);

  await page.goto('/admin/news');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByText(title)
    .click();
  await choose(page, 'Status', 'Rascunho');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Rascunho');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Clean up through the UI, which also checks the delete confirmation.
  await page.goto('/admin/news');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(page.getByText('Tem certeza que deseja excluir esta notícia?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});
