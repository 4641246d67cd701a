import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { adminDb } from './seed';

async function activeSupplierNames(): Promise<string[]> {
  const snapshot = await adminDb().collection(COLLECTIONS.suppliers).get();
  return snapshot.docs
    .map((doc) => doc.data() as { name: string; featured: boolean; status: string })
    .filter((s) => s.status === 'active')
    .sort(
      (a, b) => Number(b.featured) - Number(a.featured) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .map((s) => s.name);
}

const cardNames = (page: import('@playwright/test').Page) => page.locator('main article h2');

test('lists the active suppliers only, featured first and then by name', async ({ page }) => {
  const expected = await activeSupplierNames();
  await page.goto('/fornecedores');
  await expect(cardNames(page)).toHaveText(expected);
  await expect(page.getByText('Aroeira Venture Partners')).toHaveCount(0);
});

test('searches by text and filters by category, together, down to the empty text', async ({ page }) => {
  await page.goto('/fornecedores');
  const search = page.getByLabel('Buscar fornecedor');
  const category = page.getByLabel('Categoria');

  await search.fill('ADVOGADOS');
  await expect(cardNames(page)).toHaveText(['Lacerda & Brandão Advogados', 'Moura Venturi Advogados']);

  await search.fill('');
  await category.selectOption('Assessoria de Imprensa');
  await expect(cardNames(page)).toHaveText(['Pauta Certa Comunicação', 'Verbo Assessoria de Imprensa']);

  await search.fill('verbo');
  await expect(cardNames(page)).toHaveText(['Verbo Assessoria de Imprensa']);

  await category.selectOption('Escritórios de Advocacia');
  await expect(cardNames(page)).toHaveCount(0);
  await expect(page.getByText('Nenhum fornecedor encontrado.')).toBeVisible();

  await search.fill('');
  await category.selectOption('all');
  await expect(cardNames(page)).toHaveCount((await activeSupplierNames()).length);
});

test('a supplier card shows at most four services', async ({ page }) => {
  await page.goto('/fornecedores');
  const card = page.locator('main article').filter({ hasText: 'Moura Venturi Advogados' });
  await expect(card.getByRole('listitem')).toHaveCount(4);
});
