import { expect, test, type Page } from '../../support/test';
import { PUBLIC_ROUTES } from '@cvc/web';
import { HOME_LATEST_NEWS, LIST_PAGE_SIZE } from '@cvc/domain';

// Every public route is rendered ahead of the browser, so its content paints before any JavaScript runs: at
// build time, or per request with its data for the home, the lists and articles. The app then hydrates it and
// makes it operable.

/** Firestore reads of the page (the REST calls of firestore/lite), by the collection or query they name. */
function firestoreReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/documents')) reads.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return reads;
}

/**
 * Requests for the Firestore SDK's chunk (firebase/app with firestore/lite, which the build names `firebase-…`):
 * a page rendered with its data has no read to make on landing, so it must not download the SDK either.
 */
function sdkDownloads(page: Page): string[] {
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/firebase-[\w-]+\.js$/.test(request.url())) downloads.push(request.url());
  });
  return downloads;
}

const HEADINGS: Record<keyof typeof PUBLIC_ROUTES, RegExp> = {
  home: /^Conectamos corporações/,
  news: /^Notícias/,
  opinions: /^Artigos de opinião/,
  reports: /Reports/,
  suppliers: /Fornecedores/,
  ventureLab: /Venture Lab/,
  revolucao2030: /2030/,
  executiveTraining: /Formação Executiva/,
  privacy: /Aviso de Privacidade/,
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

  test('the home arrives with its news, opinions, reports and events', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.home);
    await expect(page.locator('#noticias').getByRole('article')).toHaveCount(HOME_LATEST_NEWS);
    await expect(page.locator('#opiniao').getByRole('article').first()).toBeVisible();
    await expect(
      page
        .locator('#relatorios')
        .getByRole('button', { name: /^Ver report: / })
        .first(),
    ).toBeVisible();
    await expect(page.locator('#eventos').getByTestId('event-card').first()).toBeVisible();
  });

  test('the lists arrive with their first page of cards, and an article with its text', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.news);
    await expect(page.getByRole('article')).toHaveCount(LIST_PAGE_SIZE);
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await page.goto(PUBLIC_ROUTES.reports);
    await expect(page.getByRole('button', { name: /^Ver report: / }).first()).toBeVisible();
    await page.goto(PUBLIC_ROUTES.news);
    const firstTitle = page.getByRole('article').first().getByRole('heading');
    const title = (await firstTitle.textContent())!;
    await page.goto((await firstTitle.getByRole('link').getAttribute('href'))!);
    await expect(page.locator('h1')).toHaveText(title);
    expect(await page.locator('article p').count()).toBeGreaterThan(2);
  });
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

test('a list rendered with its data hydrates from it: no read nor SDK on landing; the next page loads both', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const reads = firestoreReads(page);
  const sdk = sdkDownloads(page);
  await page.goto(PUBLIC_ROUTES.news);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const firstOnPageOne = await page.getByRole('article').first().getByRole('heading').textContent();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(sdk).toEqual([]);
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPageOne!);
  expect(reads.some((read) => read.includes('"news"'))).toBe(true);
  expect(sdk).toHaveLength(1);
});

test('the home rendered with its data hydrates from it: no Firestore read nor SDK on landing, no mismatch', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const reads = firestoreReads(page);
  const sdk = sdkDownloads(page);
  await page.goto(PUBLIC_ROUTES.home);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#noticias').getByRole('article')).toHaveCount(HOME_LATEST_NEWS);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(sdk).toEqual([]);
  expect(errors).toEqual([]);
});

test('an article rendered with its data and its continue-reading card hydrates with no read, no SDK, no mismatch', async ({
  page,
}) => {
  await page.goto(PUBLIC_ROUTES.news);
  const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const href = (await link.getAttribute('href'))!;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const reads = firestoreReads(page);
  const sdk = sdkDownloads(page);
  await page.goto(href);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // 'Continue reading' came with the page, as the article did.
  await expect(page.getByRole('heading', { name: 'Continue lendo' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(sdk).toEqual([]);
  expect(errors).toEqual([]);
});
