import { COLLECTIONS } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { expect, test } from '../../support/test';
import { DEMO_ADMIN, choose } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// A document from before every write stored a type: SPEC §5 says it is a partner, so the screen must show it.
const UNTYPED_ID = 'e2e-untyped-partner';
const NAME = 'Ipê Sem Tipo Ltda';

test.afterEach(async () => {
  await adminFirestore().collection(COLLECTIONS.partners).doc(UNTYPED_ID).delete();
});

test('the Partners screen lists every type and changes a row’s type', async ({ page }) => {
  await adminFirestore().collection(COLLECTIONS.partners).doc(UNTYPED_ID).set({
    name: NAME,
    logo_url: '/images/seed/logo-agro-horizonte.svg',
    website_url: null,
    display_order: 90,
    is_maintainer: false,
  });
  await openConsoleAs(page, DEMO_ADMIN, '/admin/partners');
  // A seeded maintainer and the untyped record sit beside the partners, each with its type.
  await expect(
    page.getByRole('row', { name: /Grupo Vértice/ }).getByRole('cell', { name: 'Mantenedor' }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Pinhal Capital/ }).getByRole('cell', { name: 'Parceiro' }),
  ).toBeVisible();
  const untyped = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(untyped.getByRole('cell', { name: 'Parceiro' })).toBeVisible();

  await untyped.getByRole('cell', { name: NAME }).click();
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Parceiro');
  await choose(page, 'Tipo', 'Participante');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  await expect(
    page.getByRole('row', { name: new RegExp(NAME) }).getByRole('cell', { name: 'Participante' }),
  ).toBeVisible();

  // The type filter and the participants' own screen agree with what was stored.
  await choose(page, 'Tipo', 'Mantenedor');
  await expect(page.getByRole('row', { name: /Grupo Vértice/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(0);
  await page.goto('/admin/participants');
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
  const stored = (await adminFirestore().collection(COLLECTIONS.partners).doc(UNTYPED_ID).get()).data();
  expect(stored).toMatchObject({ partner_type: 'participant', is_maintainer: false, name: NAME });
});
