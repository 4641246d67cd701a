import { expect, test, type Page } from '../../support/test';
import { COLLECTIONS, LEAD_SOURCE } from '@cvc/domain';
import { docsByEmail, uniqueEmail } from './firestore';

async function fillLead(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill('Fernanda Lima');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Empresa').fill('Agro Horizonte');
  await dialog.getByLabel('Telefone').fill('+55 11 98888-7777');
}

test('the membership lead from the header lands in Firestore with status new', async ({ page }) => {
  const email = uniqueEmail('membership');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  await fillLead(page, email);
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByRole('status')).toContainText('Solicitação enviada!');
  // The confirmation closes the modal after 3 s.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8000 });

  await expect.poll(() => docsByEmail(COLLECTIONS.leads, email)).toHaveLength(1);
  const [lead] = await docsByEmail(COLLECTIONS.leads, email);
  expect(lead).toMatchObject({
    name: 'Fernanda Lima',
    company: 'Agro Horizonte',
    phone: '+55 11 98888-7777',
    status: 'new',
    source: LEAD_SOURCE.membership,
  });
  expect(lead!.created_at).toBeTruthy();
});

test('the Trusted Advisor lead goes through both steps and is stored as trusted_advisor', async ({
  page,
}) => {
  const email = uniqueEmail('advisor');
  await page.goto('/');
  await page.locator('#programas').getByRole('button', { name: 'Saiba mais' }).click();
  await page.getByRole('button', { name: 'Quero um Trusted Advisor' }).click();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Quero um Trusted Advisor' }).click();
  await fillLead(page, email);
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByRole('status')).toContainText('Solicitação enviada!');

  await expect.poll(() => docsByEmail(COLLECTIONS.leads, email)).toHaveLength(1);
  const [lead] = await docsByEmail(COLLECTIONS.leads, email);
  expect(lead).toMatchObject({ status: 'new', source: LEAD_SOURCE.trustedAdvisor });
});

test('the executive training card sends its lead as executive_training, with the position', async ({
  page,
}) => {
  const email = uniqueEmail('training');
  await page.goto('/');
  await page.locator('#programas').getByRole('button', { name: 'Quero receber informações' }).click();
  await expect(page.getByRole('dialog', { name: 'Formação Executiva em CVC' })).toBeVisible();
  await fillLead(page, email);
  await page.getByRole('dialog').getByLabel('Cargo').fill('Diretora de Inovação');
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByRole('status')).toContainText('Solicitação enviada!');
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8000 });

  await expect.poll(() => docsByEmail(COLLECTIONS.leads, email)).toHaveLength(1);
  const [lead] = await docsByEmail(COLLECTIONS.leads, email);
  expect(lead).toMatchObject({
    status: 'new',
    source: LEAD_SOURCE.executiveTraining,
    position: 'Diretora de Inovação',
  });
});

test('the footer call to action opens the same lead form', async ({ page }) => {
  const email = uniqueEmail('footer');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Associe-se' }).click();
  await fillLead(page, email);
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect.poll(() => docsByEmail(COLLECTIONS.leads, email)).toHaveLength(1);
});

test('a failed submit alerts and keeps the typed data', async ({ page }) => {
  const email = uniqueEmail('failure');
  // The Firestore write never reaches the emulator.
  await page.route('**/documents:commit*', (route) => route.abort());
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  await fillLead(page, email);
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();

  await expect.poll(() => alerts).toEqual(['Erro ao enviar solicitação. Por favor, tente novamente.']);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nome')).toHaveValue('Fernanda Lima');
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await expect(dialog.getByRole('button', { name: 'Enviar solicitação' })).toBeEnabled();
  expect(await docsByEmail(COLLECTIONS.leads, email)).toHaveLength(0);
});
