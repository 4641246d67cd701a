import { expect, test } from '../../support/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID } from '../../../scripts/lib/emulators';
import { signIn } from './staff';

const ACCOUNT = { email: 'sem-registro@cvc.local', password: 'sem-registro-2025', name: 'Sem registro' };

// An Auth account with no admin_users record carries no staff claims: it is refused like a bad password.
test.beforeAll(async () => {
  const auth = getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const existing = await auth.getUserByEmail(ACCOUNT.email).catch(() => null);
  if (existing) await auth.deleteUser(existing.uid);
  await auth.createUser({ email: ACCOUNT.email, password: ACCOUNT.password });
});

test('a signed-in user without a staff record is signed out and kept on the login page', async ({ page }) => {
  await signIn(page, ACCOUNT);
  await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas. Por favor, tente novamente.');
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
