import { passSecondStep } from '../../support/second-step';
import { expect, test } from '../../support/test';
import { localizedPath } from '@cvc/web';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';
import { adminFirestore } from '../../support/admin-firestore';
import { expectNoSeriousViolations } from '../../support/axe';
import { FIXED_PUBLIC_ROUTES, newestArticlePath } from '../../support/public-routes';

// axe-core on every page a visitor or a staff member meets first: no serious or critical violation.
for (const route of FIXED_PUBLIC_ROUTES) {
  test(`axe: ${route.name} (${route.path})`, async ({ page }) => {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, route.path);
  });
}

test('axe: a news article', async ({ page }) => {
  const path = await newestArticlePath(adminFirestore());
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, path);
});

// In English and Spanish the article's text is Portuguese, marked so (axe's valid-lang checks the marks).
for (const language of ['en', 'es'] as const) {
  test(`axe: a news article in ${language}`, async ({ page }) => {
    const path = localizedPath(language, await newestArticlePath(adminFirestore()));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toHaveAttribute(
      'lang',
      'pt-BR',
    );
    await expectNoSeriousViolations(page, path);
  });
}

test('axe: admin login', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Login')).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/login');
});

test('axe: admin leads list', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Login').fill(DEMO_ADMIN.email);
  await page.getByLabel('Senha').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await passSecondStep(page, DEMO_ADMIN.phone);
  await page.waitForURL(/\/admin\/leads/);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/leads');
});
