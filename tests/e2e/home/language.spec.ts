import { expect, test } from '../../support/test';

for (const { code, name, heading, about } of [
  { code: 'en', name: 'English', heading: /We connect corporations/, about: 'About' },
  { code: 'es', name: 'Español', heading: /Conectamos corporaciones/, about: 'Sobre' },
]) {
  test(`switching to ${code.toUpperCase()} moves the home page to /${code} and survives a reload`, async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.getByRole('banner').getByRole('button', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(code);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('banner').getByRole('link', { name: about, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
}
