import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { seriousViolations, type SeriousViolation } from '../../support/axe';
import { DEMO_ADMIN, sidebarLinks } from '../admin/staff';
import { openConsoleAs } from '../../support/staff-sessions';

// axe-core on every console screen an admin reaches from the sidebar (and the CVC directory and market data,
// reached from the crawler page), whole pages with nothing scoped out: each list (its Criar hovered, as the
// pointer rests after a save), the create form refused, the edit form of the first row with its
// Histórico and its delete confirmation, the leads' bulk-action confirmation and Equipe's dialogs. One signed-in
// session walks them all, and every violation found is reported together at the end.

const OFF_SIDEBAR = ['/admin/cvcs', '/admin/market-sectors'];

// Forms whose first field alone would save (a newsletter edition's draft needs only its Portuguese subject): the
// field typed instead, so the save is refused all the same.
const TYPED_INSTEAD: Record<string, string> = { '/admin/newsletter-editions': 'Assunto (inglês)' };

/** Waits for the screen's data: no spinner, no "Carregando...". */
async function settled(page: Page) {
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The refusal's notice comes a moment after the red fields: scanned before its fade-in starts, axe measured its
 * text at part opacity (3.6:1). Once it is in the page, the scan waits for its transition to end.
 */
async function refusalNoticeShown(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: 'O formulário não é válido' })).toBeVisible();
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('axe: every console screen, list, create, edit and dialog states @serial', async ({ page }) => {
  test.setTimeout(12 * 60_000);
  const found: SeriousViolation[] = [];
  const scan = async (where: string) => {
    found.push(...(await seriousViolations(page, where)));
  };
  // An edit screen's Histórico tab, scanned, then back to the form.
  const scanHistory = async (where: string) => {
    const history = page.getByRole('tab', { name: 'Histórico' });
    if ((await history.count()) === 0) return;
    await history.click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await settled(page);
    await scan(where);
    await page.getByRole('tab').first().click();
  };

  await openConsoleAs(page, DEMO_ADMIN);
  const sidebar = await sidebarLinks(page).evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  expect(sidebar.length, 'sidebar entries').toBeGreaterThan(15);

  for (const path of [...sidebar, ...OFF_SIDEBAR]) {
    await test.step(path, async () => {
      await page.goto(path);
      await settled(page);
      const create = page.locator('#main-content').getByRole('link', { name: 'Criar', exact: true });
      if ((await create.count()) > 0) await create.first().hover();
      await scan(`${path} (list)`);

      // The create form, refused (red labels, helper texts and the notice).
      if ((await create.count()) > 0) {
        await create.first().click();
        await expect(page).toHaveURL(/\/create$/);
        await settled(page);
        // Salvar waits for a change: one field typed, the others left empty (their red labels and texts).
        const form = page.locator('form');
        const typed = TYPED_INSTEAD[path];
        const field = typed ? form.getByRole('textbox', { name: typed }) : form.getByRole('textbox').first();
        await field.fill('x');
        await page.locator('form').getByRole('button', { name: 'Salvar' }).click();
        await expect(page.locator('form .Mui-error').first()).toBeVisible();
        await refusalNoticeShown(page);
        await scan(`${path}/create, refused`);
        await page.goto(path);
        await settled(page);
      }

      // A screen that opens on its one document's form (the site's settings, the association): refused too.
      const single = page.locator('form').getByRole('button', { name: 'Salvar' });
      if ((await create.count()) === 0 && (await single.count()) > 0) {
        await scanHistory(`${path}, Histórico`);
        await page.locator('form').getByRole('textbox').first().fill('');
        await single.click();
        await expect(page.locator('form .Mui-error').first()).toBeVisible();
        await refusalNoticeShown(page);
        await scan(`${path}, refused`);
        await page.reload();
        await settled(page);
      }

      // A list whose rows open their edit form: the first row's, its Histórico and its delete confirmation.
      const editable = page.locator('.RaDatagrid-clickableRow');
      if ((await editable.count()) > 0) {
        await editable.first().getByRole('cell').first().click();
        await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
        await settled(page);
        await scan(`${path}, edit`);
        await scanHistory(`${path}, edit, Histórico`);
        await page.locator('form').getByRole('button', { name: 'Remover', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan(`${path}, edit, delete confirmation`);
        await closeDialog(page);
      }
    });
  }

  await test.step('the leads bulk-action confirmation', async () => {
    await page.goto('/admin/leads');
    await settled(page);
    await page.getByRole('row').nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Excluir selecionados' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan('/admin/leads, bulk delete confirmation');
    await closeDialog(page);
  });

  await test.step("Equipe's invite, remove and reset dialogs", async () => {
    await page.goto('/admin/staff');
    await settled(page);
    await page.getByRole('button', { name: 'Convidar membro' }).click();
    const invite = page.getByRole('dialog');
    await expect(invite).toBeVisible();
    await scan('/admin/staff, invite dialog');
    await closeDialog(page);
    await page
      .getByRole('button', { name: /^Remover / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan('/admin/staff, remove confirmation');
    await closeDialog(page);
    await page
      .getByRole('button', { name: /^Redefinir segundo fator de / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan('/admin/staff, reset dialog');
    await closeDialog(page);
  });

  await test.step('the Painel with its tables shown', async () => {
    await page.goto('/admin/painel');
    await settled(page);
    // Each button turns into Ocultar tabela once pressed.
    const show = page.getByRole('button', { name: 'Ver tabela' });
    while ((await show.count()) > 0) await show.first().click();
    await scan('/admin/painel, tables shown');
  });

  expect(found, 'serious or critical axe violations on the console').toEqual([]);
});
