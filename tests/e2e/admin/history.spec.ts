import { expectNoSeriousViolations } from '../../support/axe';
import { expect, test, triggersRan, type Page } from '../../support/test';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR, signedIn } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// The change history as staff see it: the editor's own change in the item's Histórico tab, in words (the
// form's labels, the words added to the text marked), and an admin bringing back an item the editor deleted,
// from Auditoria, where each entry names its item. Entries come from the audit trigger, a moment later.

/**
 * The Histórico tab of the open edit screen, re-read until `check` passes: the trigger runs after the save,
 * once the work queued before it has run.
 */
async function historyShows(page: Page, check: (panel: ReturnType<Page['getByRole']>) => Promise<void>) {
  await triggersRan();
  await expect(async () => {
    await page.getByRole('tab', { name: 'Editar' }).click();
    await page.getByRole('tab', { name: 'Histórico' }).click();
    await check(page.getByRole('tabpanel'));
  }).toPass({ timeout: 30_000 });
}

async function openItem(page: Page, title: string) {
  await page.goto('/admin/news');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByText(title)
    .click();
}

test("an editor's change shows in Histórico, and an admin restores the item the editor deleted", async ({
  page,
}) => {
  // Three waits on the audit trigger (Histórico, Auditoria, Histórico after the restore), each up to 30 s: a
  // cold first run took the whole default minute before the second began.
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const oldTitle = `Histórico antigo ${run}`;
  const newTitle = `Histórico novo ${run}`;
  const oldText = 'O comitê reuniu as corporações associadas para discutir a agenda de investimentos do ano.';
  const newText = oldText.replace('a agenda de investimentos', 'a agenda sustentável de investimentos');

  await openConsoleAs(page, DEMO_NEWS_EDITOR, '/admin/news/create');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(oldTitle);
  await page.getByRole('textbox', { name: 'Resumo', exact: true }).fill('Resumo do histórico.');
  await page.getByRole('textbox', { name: 'Conteúdo', exact: true }).fill(oldText);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await openItem(page, oldTitle);
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(newTitle);
  await page.getByRole('textbox', { name: 'Conteúdo', exact: true }).fill(newText);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await openItem(page, newTitle);
  await historyShows(page, async (panel) => {
    const edit = panel.getByRole('row', { name: /Edição/ });
    await expect(edit).toContainText(DEMO_NEWS_EDITOR.email);
    // Each field under the label its form shows, the text's new word marked as added (and read out so).
    await expect(edit.getByText('Título', { exact: true })).toBeVisible();
    await expect(edit).toContainText(`${oldTitle} → ${newTitle}`);
    await expect(edit.getByText('Conteúdo', { exact: true })).toBeVisible();
    await expect(edit.locator('ins')).toHaveText('[adicionado: sustentável]');
    await expect(edit.locator('del')).toHaveCount(0);
    await expect(edit).not.toContainText('content');
    await expect(panel.getByRole('row', { name: /Criação/ })).toContainText(DEMO_NEWS_EDITOR.email);
  });
  await expectNoSeriousViolations(page, 'the Histórico tab');
  // An editor reads the history but restores nothing.
  await expect(page.getByRole('button', { name: /Restaurar/ })).toHaveCount(0);

  await page.goto('/admin/news');
  await page
    .getByRole('row', { name: new RegExp(newTitle) })
    .getByRole('button', { name: 'Remover' })
    .click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(newTitle) })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sair' }).click();
  // Signed out only once the login page shows: a sign-in page opened earlier still finds the editor's session
  // and goes on to the console.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await signedIn(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Auditoria' }).click();
  await page.getByRole('textbox', { name: 'E-mail da pessoa' }).fill(DEMO_NEWS_EDITOR.email);
  const deleted = page.getByRole('row', { name: new RegExp(`Exclusão.*${newTitle}`) });
  // The list was read before the trigger wrote the deletion's entry; once the queue has run, a reload shows it.
  // Each look waits for the reloaded list as long as any other look does (it loads slowly on a busy machine).
  await triggersRan();
  await expect(async () => {
    await page.reload();
    await expect(deleted).toBeVisible();
  }).toPass({ timeout: 45_000 });
  await expectNoSeriousViolations(page, 'Auditoria');
  // Documento: the item's title, linked to its edit screen; the deletion's entry names it, with no link.
  await expect(deleted.getByRole('link')).toHaveCount(0);
  const edited = page.getByRole('row', { name: new RegExp(`Edição.*${newTitle}`) });
  await expect(edited.getByRole('link', { name: newTitle })).toHaveAttribute('href', /\/admin\/news\/[^/]+$/);
  await expect(page.getByRole('row', { name: new RegExp(`Criação.*${oldTitle}`) })).toBeVisible();

  await deleted.getByRole('button', { name: /Restaurar/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Restaurar' });
  await expect(confirm).toContainText('Restaurar esta versão? O status de publicação atual é mantido.');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Versão restaurada.')).toBeVisible();
  // The title links to the item, back in place.
  await edited.getByRole('link', { name: newTitle }).click();
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(newTitle);

  // Back under its id, as a draft: a restore never publishes by itself.
  await page.goto('/admin/news');
  await expect(page.getByRole('row', { name: new RegExp(newTitle) })).toContainText('Rascunho');
  await openItem(page, newTitle);
  await historyShows(page, async (panel) => {
    await expect(panel.getByRole('row', { name: /Criação/ }).first()).toContainText(DEMO_ADMIN.email);
  });

  // Clean up.
  await page.goto('/admin/news');
  await page
    .getByRole('row', { name: new RegExp(newTitle) })
    .getByRole('button', { name: 'Remover' })
    .click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(newTitle) })).toHaveCount(0);
});
