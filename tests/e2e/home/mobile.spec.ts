import { expect, test } from '../../support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the mobile menu repeats the header and navigates to anchors', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation')).toBeHidden();
  await banner.getByRole('button', { name: 'Abrir menu' }).click();

  const menu = page.getByRole('dialog', { name: 'Navegação principal' });
  for (const link of [
    'Sobre',
    'Atividades',
    'Comitês',
    'Programas',
    'Notícias',
    'Opinião',
    'Reports',
    'Fornecedores',
  ]) {
    await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: /Radar/ })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('link', { name: /Guia/ })).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('button', { name: 'English' })).toBeVisible();

  await menu.getByRole('link', { name: 'Comitês', exact: true }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.locator('#comites')).toBeInViewport();

  await banner.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('dialog', { name: 'Navegação principal' })
    .getByRole('button', { name: 'Associe-se' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Associe-se' })).toBeVisible();
});

test('at 390 px nothing overflows the page horizontally', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('market-sector').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
