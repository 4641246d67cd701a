import { expect, test } from '../support/test';
import { buildNews } from '../../scripts/seed/content/news';

// The foundation's end-to-end check: built site and console served by the Hosting emulator, reading the
// seed from the Firestore emulator through the security rules.
const news = buildNews(new Date());
const newestPublished = news
  .filter((item) => item.status === 'published' && item.published_at)
  .sort((a, b) => b.published_at!.getTime() - a.published_at!.getTime())[0]!;
const draft = news.find((item) => item.status === 'draft')!;

test('home page shows the newest published news and never a draft', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(newestPublished.title).first()).toBeVisible();
  await expect(page.getByText(draft.title)).toHaveCount(0);
});

test('admin login page shows Login, Senha and Entrar', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Login')).toBeVisible();
  await expect(page.getByLabel('Senha')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('/admin/ serves the console, not the public site', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
