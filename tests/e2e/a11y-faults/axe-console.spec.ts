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
// What each screen offers is listed here, not discovered: a tab or button renamed or gone fails the walk with its
// name instead of leaving its state unscanned, and the scans made must be exactly the ones the list gives.

/** What a screen opens besides its list: each a hard expectation, and each absent one checked absent. */
type Screen = {
  /** The list's Criar, to the create form, scanned refused. */
  create?: true;
  /** Rows that open their edit form: the first row's, its Histórico and its delete confirmation. */
  edit?: true;
  /** One document's form (the site's settings, the association): its Histórico, and refused. */
  single?: true;
};

/** The admin's sidebar, in its order. */
const SIDEBAR: Record<string, Screen> = {
  '/admin/news': { create: true, edit: true },
  '/admin/opinions': { create: true, edit: true },
  '/admin/columnists': { create: true, edit: true },
  '/admin/reports': { create: true, edit: true },
  '/admin/painel': {},
  '/admin/leads': {},
  '/admin/rsvp': {},
  '/admin/report-downloads': {},
  '/admin/newsletter': {},
  // The seed has no edition, so no row to open.
  '/admin/newsletter-editions': { create: true },
  '/admin/partners': { create: true, edit: true },
  '/admin/maintainers': { create: true, edit: true },
  '/admin/participants': { create: true, edit: true },
  '/admin/suppliers': { create: true, edit: true },
  '/admin/events': { create: true, edit: true },
  '/admin/crawler': {},
  '/admin/staff': {},
  '/admin/site-settings': { single: true },
  '/admin/site-identity': { single: true },
  '/admin/privacy': {},
  '/admin/audit': {},
};

const OFF_SIDEBAR: Record<string, Screen> = {
  '/admin/cvcs': { create: true, edit: true },
  '/admin/market-sectors': { create: true, edit: true },
};

const SCREENS = { ...SIDEBAR, ...OFF_SIDEBAR };

/** The states the walk scans, in its order: a screen's, then the steps after the screens. */
function screenScans(path: string, screen: Screen): string[] {
  return [
    `${path} (list)`,
    ...(screen.create ? [`${path}/create, refused`] : []),
    ...(screen.single ? [`${path}, Histórico`, `${path}, refused`] : []),
    ...(screen.edit
      ? [`${path}, edit`, `${path}, edit, Histórico`, `${path}, edit, delete confirmation`]
      : []),
  ];
}
const EXPECTED_SCANS = [
  ...Object.entries(SCREENS).flatMap(([path, screen]) => screenScans(path, screen)),
  '/admin/leads, bulk delete confirmation',
  '/admin/staff, invite dialog',
  '/admin/staff, remove confirmation',
  '/admin/staff, reset dialog',
  '/admin/painel, tables shown',
];

/**
 * The Painel's figure cards an admin sees, each with its Ver tabela. Its Agendados has none: its table is always
 * shown, and the seed schedules nothing, so the walk scans its empty state (its table: ScheduledSection.test.tsx).
 */
const PAINEL_TABLES = 5;

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
  const scanned: string[] = [];
  const scan = async (where: string) => {
    scanned.push(where);
    found.push(...(await seriousViolations(page, where)));
  };
  // An edit screen's Histórico tab, scanned, then back to the form.
  const scanHistory = async (where: string) => {
    const history = page.getByRole('tab', { name: 'Histórico' });
    await expect(history, `${where}: the Histórico tab`).toBeVisible();
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
  // A screen added to the sidebar is listed above (what it opens), or the walk would not know it.
  expect(sidebar, 'the sidebar is the screens listed in SIDEBAR').toEqual(Object.keys(SIDEBAR));

  for (const [path, screen] of Object.entries(SCREENS)) {
    await test.step(path, async () => {
      await page.goto(path);
      await settled(page);
      const create = page.locator('#main-content').getByRole('link', { name: 'Criar', exact: true });
      const single = page.locator('form').getByRole('button', { name: 'Salvar' });
      const editable = page.locator('.RaDatagrid-clickableRow');
      if (screen.create) {
        await expect(create.first(), `${path}: its Criar`).toBeVisible();
        await create.first().hover();
      } else {
        await expect(create, `${path}: a Criar not listed in SCREENS`).toHaveCount(0);
      }
      if (!screen.single) await expect(single, `${path}: a form not listed in SCREENS`).toHaveCount(0);
      if (!screen.edit) await expect(editable, `${path}: rows not listed in SCREENS`).toHaveCount(0);
      await scan(`${path} (list)`);

      // The create form, refused (red labels, helper texts and the notice).
      if (screen.create) {
        await create.first().click();
        await expect(page).toHaveURL(/\/create$/);
        await settled(page);
        // Salvar waits for a change: one field typed, the others left empty (their red labels and texts).
        const form = page.locator('form');
        const typed = TYPED_INSTEAD[path];
        const field = typed ? form.getByRole('textbox', { name: typed }) : form.getByRole('textbox').first();
        await expect(field, `${path}/create: ${typed ?? 'its first field'}`).toBeVisible();
        await field.fill('x');
        await page.locator('form').getByRole('button', { name: 'Salvar' }).click();
        await expect(page.locator('form .Mui-error').first()).toBeVisible();
        await refusalNoticeShown(page);
        await scan(`${path}/create, refused`);
        await page.goto(path);
        await settled(page);
      }

      // A screen that opens on its one document's form (the site's settings, the association): refused too.
      if (screen.single) {
        await expect(single, `${path}: its form's Salvar`).toBeVisible();
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
      if (screen.edit) {
        await expect(editable.first(), `${path}: a row that opens its edit form`).toBeVisible();
        await editable.first().getByRole('cell').first().click();
        await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
        await settled(page);
        await scan(`${path}, edit`);
        await scanHistory(`${path}, edit, Histórico`);
        const remove = page.locator('form').getByRole('button', { name: 'Remover', exact: true });
        await expect(remove, `${path}, edit: its Remover`).toBeVisible();
        await remove.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan(`${path}, edit, delete confirmation`);
        await closeDialog(page);
      }
    });
  }

  await test.step('the leads bulk-action confirmation', async () => {
    await page.goto('/admin/leads');
    await settled(page);
    const select = page.getByRole('row').nth(1).getByRole('checkbox');
    await expect(select, "/admin/leads: a row's checkbox").toBeVisible();
    await select.check();
    const bulkDelete = page.getByRole('button', { name: 'Excluir selecionados' });
    await expect(bulkDelete, '/admin/leads: Excluir selecionados').toBeVisible();
    await bulkDelete.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan('/admin/leads, bulk delete confirmation');
    await closeDialog(page);
  });

  await test.step("Equipe's invite, remove and reset dialogs", async () => {
    await page.goto('/admin/staff');
    await settled(page);
    const dialogs = [
      ['invite dialog', page.getByRole('button', { name: 'Convidar membro' })],
      ['remove confirmation', page.getByRole('button', { name: /^Remover / }).first()],
      ['reset dialog', page.getByRole('button', { name: /^Redefinir segundo fator de / }).first()],
    ] as const;
    for (const [name, button] of dialogs) {
      await expect(button, `/admin/staff: the button of the ${name}`).toBeVisible();
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(`/admin/staff, ${name}`);
      await closeDialog(page);
    }
  });

  await test.step('the Painel with its tables shown', async () => {
    await page.goto('/admin/painel');
    await settled(page);
    // Each button turns into Ocultar tabela once pressed.
    const show = page.getByRole('button', { name: 'Ver tabela' });
    await expect(show, "/admin/painel: each card's Ver tabela").toHaveCount(PAINEL_TABLES);
    for (let card = 0; card < PAINEL_TABLES; card++) await show.first().click();
    await expect(
      page.getByRole('button', { name: 'Ocultar tabela' }),
      '/admin/painel: every table shown (Ocultar tabela)',
    ).toHaveCount(PAINEL_TABLES);
    await scan('/admin/painel, tables shown');
  });

  // Every state listed was scanned, and nothing else: the count and the states.
  expect(scanned, 'the scans made are the ones listed').toEqual(EXPECTED_SCANS);
  expect(found, 'serious or critical axe violations on the console').toEqual([]);
});
