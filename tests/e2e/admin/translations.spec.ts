import { expectNoSeriousViolations } from '../../support/axe';
import { expect, test, triggersRan, type Page } from '../../support/test';
import { uniqueSuffix } from '../../support/unique';
import { DEMO_NEWS_EDITOR } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// A news editor translates an item in the console: the English tab filled and saved reads "Em dia"; the
// Portuguese title changed turns it "Desatualizada", with the change shown in the tab; the list's filter by
// translation state finds it where it belongs. The change since comes from the audit trigger, a moment later.

const english = (page: Page) => page.getByRole('tab', { name: /^Tradução em inglês/ });
const visiblePanel = (page: Page, name: RegExp) => page.getByRole('tabpanel', { name });

async function openItem(page: Page, title: string) {
  await page.goto('/admin/news');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByText(title)
    .click();
  await expect(page.getByRole('tab', { name: 'Português (original)' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
}

test('an English translation is current once saved, outdated when the Portuguese changes, and filtered so', async ({
  page,
}) => {
  // One wait on the audit trigger (the change since), up to 30 s.
  test.setTimeout(120_000);
  const run = uniqueSuffix();
  const title = `Tradução ${run}`;
  const retitled = `Tradução revista ${run}`;

  await openConsoleAs(page, DEMO_NEWS_EDITOR, '/admin/news/create');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('Resumo da tradução.');
  await page.getByRole('textbox', { name: 'Conteúdo', exact: true }).fill('O texto em português.');
  await save(page);

  await openItem(page, title);
  await expect(english(page)).toHaveText('Tradução em inglês · Sem tradução');
  await english(page).click();
  const tab = visiblePanel(page, /^Tradução em inglês/);
  await tab.getByRole('textbox', { name: /^Título/ }).fill(`Translation ${run}`);
  await tab.getByRole('textbox', { name: /^Resumo/ }).fill('Summary of the translation.');
  await tab.getByRole('textbox', { name: /^Conteúdo/ }).fill('The **English** text.');
  // The body's live preview works in the translation's tab as in the original's.
  await expect(tab.getByRole('region', { name: 'Pré-visualização' }).locator('strong')).toHaveText('English');
  await save(page);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('EN: Em dia');

  await openItem(page, title);
  await expect(english(page)).toHaveText('Tradução em inglês · Em dia');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(retitled);
  await save(page);

  await openItem(page, retitled);
  await expect(english(page)).toHaveText('Tradução em inglês · Desatualizada');
  await english(page).click();
  const outdated = visiblePanel(page, /^Tradução em inglês/);
  await expect(outdated.getByRole('textbox', { name: /^Título/ })).toHaveValue(`Translation ${run}`);
  // The history's entry for the retitling is written by the audit trigger after the save.
  await triggersRan();
  await expect(async () => {
    await page.reload();
    await english(page).click();
    const changes = visiblePanel(page, /^Tradução em inglês/).getByRole('region', {
      name: 'O que mudou no original desde a tradução',
    });
    await expect(changes).toContainText(`Título: ${title} → ${retitled}`, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(outdated.getByRole('button', { name: 'Marcar como em dia' })).toBeVisible();
  await expectNoSeriousViolations(page, 'an outdated translation tab');

  // "Sem tradução em inglês" leaves it out, one click; "Desatualizada" finds it.
  await page.goto('/admin/news');
  const row = page.getByRole('row', { name: new RegExp(retitled) });
  await expect(row).toContainText('EN: Desatualizada');
  // The English filter list comes first, the Spanish one after it.
  await page.getByRole('button', { name: 'Sem tradução' }).first().click();
  await expect(page).toHaveURL(/translation_state\.en/);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Desatualizada' }).first().click();
  await expect(row).toBeVisible();

  // Deleting it says its English version goes with it.
  await row.getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('As versões em inglês são excluídas junto com o original');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toHaveCount(0);
});
