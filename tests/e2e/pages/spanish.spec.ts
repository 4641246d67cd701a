import { expect, test } from '../../support/test';
import { PUBLIC_ROUTES } from '@cvc/web';
import { LANGUAGE_STORAGE_KEY } from '@cvc/domain';
import { publishedArticles } from './seed';

// One text per page kind that only its Spanish translation has, and the Portuguese it replaces.
const PAGES = [
  { path: PUBLIC_ROUTES.home, es: /^Conectamos corporaciones/, pt: /^Conectamos corporações/ },
  {
    path: PUBLIC_ROUTES.news,
    es: 'Noticias del Corporate Venture Capital',
    pt: 'Notícias do Corporate Venture Capital',
  },
  { path: PUBLIC_ROUTES.opinions, es: 'Artículos de opinión', pt: 'Artigos de opinião' },
  { path: PUBLIC_ROUTES.reports, es: 'Reports e investigaciones', pt: 'Reports e pesquisas' },
  {
    path: PUBLIC_ROUTES.suppliers,
    es: 'Proveedores del ecosistema de CVC',
    pt: 'Fornecedores do ecossistema de CVC',
  },
  { path: PUBLIC_ROUTES.ventureLab, es: 'Las seis etapas del programa', pt: 'As seis etapas do programa' },
  { path: PUBLIC_ROUTES.revolucao2030, es: 'Lo que usted recibe', pt: 'O que você recebe' },
  { path: PUBLIC_ROUTES.executiveTraining, es: 'Por qué hacer la formación', pt: 'Por que fazer a formação' },
  { path: '/esta-pagina-no-existe', es: 'Página no encontrada', pt: 'Página não encontrada' },
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'es'), LANGUAGE_STORAGE_KEY);
});

test('a Spanish visitor sees Spanish on every page kind', async ({ page }) => {
  for (const { path, es, pt } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: es }), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: pt }), path).toHaveCount(0);
  }
});

test("a Spanish visitor reads an article's chrome and date in Spanish", async ({ page }) => {
  const [newest, second] = await publishedArticles('news');
  await page.goto(`/artigo/${second!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
  await expect(page.getByRole('region', { name: 'Siga leyendo' })).toContainText(newest!.title);
  await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  await expect(page.locator('main header time')).toHaveText(
    /^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/,
  );
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await expect(page.getByText(/Continue lendo|Copiar link|Compartilhar/)).toHaveCount(0);
});

test('a Spanish visitor filters suppliers by Spanish category names', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.suppliers);
  const category = page.getByLabel('Categoría');
  await expect(category.locator('option').first()).toHaveText('Todas las categorías');
  await expect(category.locator('option', { hasText: 'Despachos de Abogados' })).toHaveCount(1);
  await expect(page.getByText('Escritórios de Advocacia')).toHaveCount(0);
});
