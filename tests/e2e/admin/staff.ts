import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR, type DemoStaffAccount } from '../../../scripts/seed/demo-staff';

export { DEMO_ADMIN, DEMO_NEWS_EDITOR };

/** Signs in through the console's own login page, as a staff member would. */
export async function signIn(page: Page, account: DemoStaffAccount, password = account.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Login').fill(account.email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signedIn(page: Page, account: DemoStaffAccount) {
  await signIn(page, account);
  // The welcome text is on the login page too; only the signed-in header has Sair.
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/** The sidebar's navigation links, in order. */
export function sidebarLinks(page: Page) {
  return page.getByRole('navigation').getByRole('menuitem');
}

/** Picks an option of a react-admin SelectInput (an MUI select). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
