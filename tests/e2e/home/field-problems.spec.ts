import { expect, test } from '../../support/test';
import { COLLECTIONS, LEAD_SOURCE, PUBLIC_TEXT_MAX } from '@cvc/domain';
import { docsByEmail, uniqueEmail } from './firestore';

// Public forms check each field against the domain's schema (the bounds of firestore.rules) before sending:
// a refused field gets its own message beside it, nothing is written, and the typed data stays.

test('a home lead with an address the schema refuses points at the field and keeps the data', async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nome')).toHaveAttribute('maxlength', String(PUBLIC_TEXT_MAX.name));
  await dialog.getByLabel('Nome').fill('Fernanda Lima');
  // type="email" lets this through; the schema and the rules want a domain with a dot.
  await dialog.getByLabel('E-mail').fill('fernanda@agro');
  await dialog.getByLabel('Empresa').fill('Agro Horizonte');
  await dialog.getByLabel('Telefone').fill('+55 11 98888-7777');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();

  const email = dialog.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('E-mail inválido');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('fernanda@agro');
  await expect(dialog.getByLabel('Nome')).toHaveValue('Fernanda Lima');
  await expect(dialog.getByLabel('Empresa')).toHaveValue('Agro Horizonte');
  expect(alerts).toEqual([]);

  // Corrected, the same form lands once.
  const fixed = uniqueEmail('field-problem');
  await email.fill(fixed);
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByRole('status')).toContainText('Solicitação enviada!');
  await expect.poll(() => docsByEmail(COLLECTIONS.leads, fixed)).toHaveLength(1);
  expect(alerts).toEqual([]);
});

test('a landing form shows the message in English and sends nothing', async ({ page }) => {
  const email = uniqueEmail('field-problem-en');
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/venture-lab');
  await page.locator('#inscricao').getByRole('button', { name: 'I want to join' }).click();
  await page.getByLabel('Full name').fill('   ');
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByLabel('Company').fill('Litoral Varejo');
  await page.getByLabel('Position').fill('Gerente');
  await page.getByLabel('Phone').fill('+55 48 95555-4444');
  await page.getByRole('button', { name: 'Send application' }).click();

  const name = page.getByLabel('Full name');
  await expect(name).toHaveAccessibleDescription('This field is required');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Company')).toHaveValue('Litoral Varejo');
  expect(await docsByEmail(COLLECTIONS.leads, email)).toEqual([]);

  await name.fill('Juliana Prado');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect.poll(() => docsByEmail(COLLECTIONS.leads, email)).toHaveLength(1);
  const [lead] = await docsByEmail(COLLECTIONS.leads, email);
  expect(lead).toMatchObject({ name: 'Juliana Prado', source: LEAD_SOURCE.ventureLab });
});
