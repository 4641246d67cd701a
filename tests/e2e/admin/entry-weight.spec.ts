import { join } from 'node:path';
import { expect, test } from '../../support/test';
import { ROOT } from '../../../scripts/lib/emulators';
import { kb } from '../../bench/compressed-size';
import { BUDGETS } from '../../bench/budgets';
import { measureAdminJs, measureAdminLoginJs } from '../../bench/admin-pages';
import { signIn } from '../crm/support';

// The footer's link goes to /admin/: signed out, its login form is usable after no more script than the
// login page's own (the bench's method: scripts the HTML does not name are held back, the page notes the
// moment the form's Entrar is enabled, and the built files' gzip sizes are counted).
const HOSTING_DIR = join(ROOT, 'dist', 'hosting');

test('signed out, /admin/ offers the login form within the login budget, no heavier than /admin/login', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const entry = await measureAdminJs(browser, baseURL!, HOSTING_DIR);
  const login = await measureAdminLoginJs(browser, baseURL!, HOSTING_DIR);
  expect(kb(entry.firstRender.gzip)).toBeLessThanOrEqual(BUDGETS.adminLoginJsGzipKb);
  expect(entry.firstRender.gzip).toBeLessThanOrEqual(login.firstRender.gzip);
});

test('signed out, /admin/ shows the login form with no toast; signed in, it opens the console', async ({
  page,
}) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expect(page.getByText('Sessão encerrada')).toHaveCount(0);

  await signIn(page);
  await page.goto('/admin/');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation').getByRole('menuitem').first()).toBeVisible();
});
