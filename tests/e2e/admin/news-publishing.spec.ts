import { expect, test } from '../../support/test';
import { choose, DEMO_NEWS_EDITOR } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// The public home page lists the three latest published news; a news item published now is the newest.
test('a news item created, published and unpublished appears on and then leaves the public site @serial', async ({
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
  await page
    .getByRole('textbox', { name: 'Conteúdo', exact: true })
    .fill('Primeiro parágrafo.\nSegundo parágrafo.');
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
