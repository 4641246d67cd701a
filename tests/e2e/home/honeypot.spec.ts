import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { docsByEmail, uniqueEmail } from './firestore';

// A naive bot fills every input it finds, the hidden "website" trap included: the form tells it the request
// went through and writes nothing. A person, who never sees the trap, is not affected.

async function sendMembership(page: import('@playwright/test').Page, email: string, trap?: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill('Robô Apressado');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Empresa').fill('Spam Ltda');
  await dialog.getByLabel('Telefone').fill('(11) 90000-0000');
  // Off screen and out of the tab order: only a script reaches it.
  if (trap) await dialog.locator('input[name="website"]').fill(trap, { force: true });
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(dialog.getByRole('status')).toContainText('Solicitação enviada!');
}

test('a bot that fills the honeypot sees the success and creates no lead', async ({ page }) => {
  const bot = uniqueEmail('robo');
  await sendMembership(page, bot, 'https://spam.example');

  // A person's request sent afterwards lands; by then the bot's would have too.
  const person = uniqueEmail('pessoa');
  await sendMembership(page, person);
  await expect.poll(() => docsByEmail(COLLECTIONS.leads, person)).toHaveLength(1);
  expect(await docsByEmail(COLLECTIONS.leads, bot)).toEqual([]);
});
