import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR } from '../../../scripts/seed/demo-staff';
import { passSecondStep, type MailedCodes } from '../../support/second-step';

export { DEMO_ADMIN, DEMO_NEWS_EDITOR };

/** An account to sign in with; the phone of its enrolled factor, when it has one, says where its codes go. */
export type StaffLogin = { email: string; password: string; phone?: string };

/** Types the login and the password on the console's own login page and presses Entrar. */
export async function signIn(page: Page, account: StaffLogin, password = account.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Login').fill(account.email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in as a staff member does: the password, then the SMS code (or a first enrolment). */
export async function signedIn(page: Page, account: StaffLogin, inbox?: MailedCodes['inbox']) {
  await signIn(page, account);
  await passSecondStep(page, account.phone, inbox && { inbox, email: account.email });
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
