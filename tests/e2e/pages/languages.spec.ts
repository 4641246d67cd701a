import { expect, test } from '../../support/test';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@cvc/domain';
import { HTML_LANG, localizedPath, PUBLIC_ROUTES } from '@cvc/web';
import { publishedArticles } from './seed';

// Every page kind hydrates in each language at its own address, and the switcher moves between them. What the
// server sends for each (lang, root, alternates) is checked over HTTP in tests/integration/pages/languages.test.ts.

const ORIGIN = 'http://127.0.0.1:5000';

/** One address per page kind (Portuguese paths); the article's slug comes from the seed. */
async function pageKinds(): Promise<{ kind: string; path: string; h1: Record<Language, string | RegExp> }[]> {
  const [article] = await publishedArticles('news');
  return [
    {
      kind: 'home',
      path: PUBLIC_ROUTES.home,
      h1: { pt: /^Conectamos corporações/, en: /^We connect/, es: /^Conectamos corporaciones/ },
    },
    {
      kind: 'list',
      path: PUBLIC_ROUTES.news,
      h1: {
        pt: 'Notícias do Corporate Venture Capital',
        en: 'Corporate Venture Capital news',
        es: 'Noticias del Corporate Venture Capital',
      },
    },
    {
      kind: 'article',
      path: `/artigo/${article!.slug}`,
      h1: { pt: article!.title, en: article!.title, es: article!.title },
    },
    {
      kind: 'suppliers',
      path: PUBLIC_ROUTES.suppliers,
      h1: {
        pt: 'Fornecedores do ecossistema de CVC',
        en: 'Suppliers of the CVC ecosystem',
        es: 'Proveedores del ecosistema de CVC',
      },
    },
    {
      kind: 'landing',
      path: PUBLIC_ROUTES.executiveTraining,
      h1: { pt: /^Formação Executiva/, en: /^Executive Training/, es: /^Formación Ejecutiva/ },
    },
    {
      kind: 'not found',
      path: '/nao-existe',
      h1: { pt: 'Página não encontrada', en: 'Page not found', es: 'Página no encontrada' },
    },
  ];
}

test('each language hydrates its page without an error, in its language', async ({ page }) => {
  const errors: string[] = [];
  const kinds = await pageKinds();
  // The not-found page is a 404 document, which Chromium reports as a failed load of the address itself.
  const notFound = new Set(
    LANGUAGES.map(
      (language) => `${ORIGIN}${localizedPath(language, kinds.find((k) => k.kind === 'not found')!.path)}`,
    ),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('status of 404') && notFound.has(message.location().url)) return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  for (const { path, h1 } of kinds) {
    for (const language of LANGUAGES) {
      const address = localizedPath(language, path);
      await page.goto(address);
      await expect(page.locator('#root'), address).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(h1[language]);
      await expect(page.locator('html'), address).toHaveAttribute('lang', HTML_LANG[language]);
    }
  }
  expect(errors).toEqual([]);
});

test('the switcher moves to the same page in the other language, keeping the scroll and the choice', async ({
  page,
}) => {
  await page.goto(PUBLIC_ROUTES.news);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForFunction(() => window.scrollY === 400);
  // Dispatched: Playwright's click would first scroll the sticky header's button to its place in the document.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).dispatchEvent('click');
  await expect(page).toHaveURL(`${ORIGIN}/en/noticias`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
    'href',
    '/en/noticias',
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');

  // Back to Portuguese the same way; the browser's back button follows the addresses too.
  await page.getByRole('banner').getByRole('button', { name: 'Português' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/noticias`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.goBack();
  await expect(page).toHaveURL(`${ORIGIN}/en/noticias`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a visitor whose stored language differs from the address is sent to theirs before anything paints', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
  await page.goto(`${PUBLIC_ROUTES.news}?page=2#fim`);
  await expect(page).toHaveURL(`${ORIGIN}/es/noticias?page=2#fim`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias del Corporate Venture Capital');
  // The Portuguese page never reached the screen: the redirect ran in its <head>.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toContain('/es/');
});
