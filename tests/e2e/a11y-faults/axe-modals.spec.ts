import { expect, test } from '../../support/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/axe';

// Every modal of the home page, opened the way a visitor opens it, scanned by axe-core: the whole page with the
// dialog open, nothing scoped out.
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
}

async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('axe: lead modal', async ({ page }) => {
  await openHome(page);
  await openDialog(page, page.getByRole('banner').getByRole('button', { name: 'Associe-se' }));
  await expectNoSeriousViolations(page, 'home, lead modal');
});

test('axe: Trusted Advisor modal, both steps', async ({ page }) => {
  await openHome(page);
  const dialog = await openDialog(
    page,
    page.locator('#programas').getByRole('button', { name: 'Saiba mais' }),
  );
  await expectNoSeriousViolations(page, 'home, Trusted Advisor modal (information)');
  await dialog.getByRole('button', { name: 'Quero um Trusted Advisor' }).click();
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home, Trusted Advisor modal (form)');
});

test('axe: committee modal', async ({ page }) => {
  await openHome(page);
  await openDialog(page, page.locator('#comites').getByRole('button').first());
  await expectNoSeriousViolations(page, 'home, committee modal');
});

test('axe: report modal', async ({ page }) => {
  await openHome(page);
  await openDialog(page, page.locator('#relatorios').getByRole('button').first());
  await expectNoSeriousViolations(page, 'home, report modal');
});

test('axe: event modal, details and sign-up form', async ({ page }) => {
  await openHome(page);
  const opener = page.locator('#eventos').getByRole('button', { name: 'Ver detalhes' }).last();
  const dialog = await openDialog(page, opener);
  await expectNoSeriousViolations(page, 'home, event modal (details)');
  const register = dialog.getByRole('button', { name: 'Inscrever-se' });
  if (await register.isEnabled()) {
    await register.click();
    await expect(dialog.getByRole('button', { name: 'Confirmar inscrição' })).toBeVisible();
    await expectNoSeriousViolations(page, 'home, event modal (sign-up form)');
  }
});

test('axe: event formats modal', async ({ page }) => {
  await openHome(page);
  await openDialog(page, page.getByRole('button', { name: 'Formatos de eventos' }).first());
  await expectNoSeriousViolations(page, 'home, event formats modal');
});
