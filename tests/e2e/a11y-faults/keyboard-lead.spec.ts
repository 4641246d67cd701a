import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/test';
import type { Locator, Page } from '@playwright/test';

/** Presses Tab (never the mouse) until `target` has focus; fails if it is not reachable within `limit`. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${limit} presses`).toBeFocused();
}

test('keyboard only: open the lead modal from the header, fill it, submit, close; focus returns to the button', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Associe-se' });

  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Associe-se' });
  await expect(modal).toBeVisible();
  await expect(modal.locator(':focus')).toHaveCount(1);

  const typed: [string, string][] = [
    ['Nome', 'Teclado Acessível'],
    ['E-mail', 'teclado@example.com'],
    ['Empresa', `Teclado ${randomUUID()}`],
    ['Telefone', '(11) 94444-3333'],
  ];
  for (const [label, value] of typed) {
    await tabTo(page, modal.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, modal.getByRole('button', { name: /enviar/i }));
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('status')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});
