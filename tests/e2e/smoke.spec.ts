import { expect, test } from '@playwright/test';

test('home page reads published news from the Firestore emulator', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma notícia disponível no momento.')).toHaveCount(0);
});

test('admin login page shows Login, Senha and Entrar', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Login')).toBeVisible();
  await expect(page.getByLabel('Senha')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});
