import { expect, test } from '../../support/test';
import { DEMO_ADMIN } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

test('a participant created in the console shows in the home page logo strip', async ({ page }) => {
  const name = 'Ribeira Biotecnologia';
  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Participantes CVC' }).click();
  await page.getByRole('link', { name: 'Criar' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('URL do Logo é obrigatória')).toBeVisible();
  // A logo the site itself serves (seed images are local, never from the internet).
  await page
    .getByRole('textbox', { name: 'URL do Logo', exact: true })
    .fill('/images/seed/logo-agro-horizonte.svg');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/participants$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Corporações participantes' });
  await expect(strip.getByRole('img', { name, exact: true })).toHaveCount(1);

  await page.goto('/admin/participants');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(page.getByText('Tem certeza que deseja excluir este participante?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
