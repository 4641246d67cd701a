import { expect, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';
import { PROJECT_ID } from '../../../scripts/lib/emulators';
import { passSecondStep, type MailedCodes } from '../../support/second-step';
import { uniqueSuffix } from '../../support/unique';

/** firebase-admin on the emulators (the hosts come from emulators:exec): sees past the rules. */
export function admin() {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return { db: getFirestore(app), auth: getAuth(app) };
}

export const uniqueTag = (tag: string) => `${tag}-${uniqueSuffix()}`;

/**
 * Gives an invited member a password, standing in for the emailed link (which tests/e2e/mail follows and which,
 * followed, also verifies the address), and returns it.
 */
export async function setPassword(uid: string, password = 'Senha-de-teste-2026'): Promise<string> {
  await admin().auth.updateUser(uid, { password, emailVerified: true });
  return password;
}

/**
 * Signs in on the console's login page, with the second step (the SMS code, or a first enrolment), and waits
 * for the layout.
 */
export async function signIn(
  page: Page,
  credentials: { email: string; password: string; phone?: string } = DEMO_ADMIN,
  inbox?: MailedCodes['inbox'],
) {
  await page.goto('/admin/login');
  await page.getByLabel('Login').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await passSecondStep(page, credentials.phone, inbox && { inbox, email: credentials.email });
  // The login page shares the welcome heading, so wait for what only the signed-in layout has: the sidebar.
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation').getByRole('menuitem').first()).toBeVisible();
}

/** Saves a download started by `click` and returns its name and raw bytes. */
export async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}
