import { expect, test } from '../../support/test';
import { buildPartners } from '../../../scripts/seed/content/partners';

const seededMaintainers = buildPartners()
  .filter((partner) => partner.is_maintainer)
  .sort((a, b) => a.display_order - b.display_order)
  .map((partner) => partner.name);

test('the maintainers band shows the seed maintainers in display order, in pt, en and es', async ({
  page,
}) => {
  expect(seededMaintainers.length).toBeGreaterThan(0);
  await page.goto('/');
  const band = page.locator('#mantenedores');
  await band.scrollIntoViewIfNeeded();
  await expect(band.getByRole('heading', { name: 'Quem mantém a associação' })).toBeVisible();
  await expect(band.getByText('Mantenedores', { exact: true })).toBeVisible();
  await expect(band.getByRole('img')).toHaveCount(seededMaintainers.length);
  const names = await band.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(names).toEqual(seededMaintainers);
  // No supporter or participant among them, and none of them among the supporters.
  await expect(page.locator('#parceiros').getByRole('img', { name: seededMaintainers[0]! })).toHaveCount(0);

  for (const [language, title] of [
    ['English', 'Who sustains the association'],
    ['Español', 'Quién mantiene la asociación'],
  ] as const) {
    await page.getByRole('banner').getByRole('button', { name: language }).click();
    await expect(page.locator('#mantenedores').getByRole('heading', { name: title })).toBeVisible();
  }
});
