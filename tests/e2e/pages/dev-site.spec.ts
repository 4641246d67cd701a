import { expect, test } from '../../support/test';
import { HTML_LANG } from '@cvc/web';
import { startDevSite, type DevSite } from '../../../scripts/lib/dev-site';

// `npm run dev` renders each address as production does (scripts/lib/dev-site.ts): the first byte has the page
// in its language, and the browser hydrates it from Vite's dev modules, where React reports any mismatch as a
// console error, which fails this test.

const PAGES = [
  { address: '/', language: 'pt', h1: /^Conectamos corporações/ },
  { address: '/en/noticias', language: 'en', h1: 'Corporate Venture Capital news' },
  { address: '/es/fornecedores', language: 'es', h1: 'Proveedores del ecosistema de CVC' },
] as const;

let site: DevSite;
test.beforeAll(async () => {
  site = await startDevSite({ port: 0 });
});
test.afterAll(async () => {
  await site?.close();
});

test('the dev server sends each page rendered in its language, and the browser hydrates it without an error', async ({
  page,
  request,
}) => {
  // The first visit has Vite transform the whole app.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on(
    'response',
    (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
  );
  for (const { address, language, h1 } of PAGES) {
    const response = await request.get(`${site.url}${address}`);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html, address).toContain(`<html lang="${HTML_LANG[language]}">`);
    expect(html, address).toMatch(/<div id="root" inert>(<link [^>]*>)*<header/);
    expect(html, address).toContain('/@vite/client');

    await page.goto(`${site.url}${address}`, { timeout: 90_000 });
    await expect(page.locator('#root'), address).not.toHaveAttribute('inert', { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(h1);
  }
  expect(errors).toEqual([]);
});

test('an unknown article is a 404 page from the dev server too', async ({ request }) => {
  const response = await request.get(`${site.url}/artigo/nao-existe`);
  expect(response.status()).toBe(404);
});

test('an address no page claims is the not-found page with a 404, in its language', async ({ request }) => {
  for (const [address, lang] of [
    ['/nada-aqui', 'pt'],
    ['/en/nothing-here', 'en'],
    ['/es/nada-aqui', 'es'],
  ] as const) {
    const response = await request.get(`${site.url}${address}`);
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain(`<html lang="${HTML_LANG[lang]}"`);
  }
});
