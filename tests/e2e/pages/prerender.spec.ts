import { expect, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY, PUBLIC_ROUTES } from '@cvc/domain';

// Every public route is prerendered at build time, so its content paints before any JavaScript runs; the app
// then renders over it and makes it operable.

const HEADINGS: Record<keyof typeof PUBLIC_ROUTES, RegExp> = {
  home: /^Conectamos corporações/,
  news: /^Notícias/,
  opinions: /^Artigos de opinião/,
  reports: /Reports/,
  suppliers: /Fornecedores/,
  ventureLab: /Venture Lab/,
  revolucao2030: /2030/,
  executiveTraining: /Formação Executiva/,
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [key, path] of Object.entries(PUBLIC_ROUTES)) {
    test(`${path} arrives with its header, heading and styles already in the HTML`, async ({ page }) => {
      await page.goto(path);
      const heading = page.locator('h1');
      await expect(heading).toHaveText(HEADINGS[key as keyof typeof PUBLIC_ROUTES]);
      await expect(page.locator('header nav a[href="/noticias"]').first()).toHaveText('Notícias');
      // Styled, not raw HTML: the header is laid out by the prerendered CSS.
      expect(await page.locator('#root > header').evaluate((el) => getComputedStyle(el).position)).toBe(
        'sticky',
      );
      // Inert until the app can answer a tap.
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
    });
  }
});

test('the app hydrates the prerendered page: operable, nothing rendered twice, no mismatch', async ({
  page,
}) => {
  // A production build reports a hydration mismatch only as a minified error (#418…), so any error counts.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PUBLIC_ROUTES.news);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a visitor who chose English never gets the Portuguese page in the document', async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'en');
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { rootAtParse: number }).rootAtParse =
        document.getElementById('root')!.childElementCount;
    });
  }, LANGUAGE_STORAGE_KEY);
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText(/^We connect corporations/);
  expect(await page.evaluate(() => (window as unknown as { rootAtParse: number }).rootAtParse)).toBe(0);
});
