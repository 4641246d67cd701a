import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { emulatorAddress } from '../../../scripts/lib/emulators';
import { adminFirestore } from '../../support/admin-firestore';

// SPEC §8, home modals: the exact alert of a failed lead submission.
const LEAD_ERROR = 'Erro ao enviar solicitação. Por favor, tente novamente.';
const FIRESTORE = `http://${emulatorAddress('firestore')}/**`;

test('a lead sent while Firestore is unreachable alerts, keeps the data, and lands once when resent', async ({
  page,
}) => {
  const company = `Falha de rede ${randomUUID()}`;
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  // Stands in for the Firestore emulator being stopped: every request to it fails as a refused connection.
  // Stopping the shared emulator mid-suite would break the other suites running in the same emulators:exec.
  await page.route(FIRESTORE, (route) => route.abort('connectionrefused'));

  const opener = page.getByRole('banner').getByRole('button', { name: 'Associe-se' });
  await opener.click();
  const modal = page.getByRole('dialog', { name: 'Associe-se' });
  await modal.getByLabel('Nome').fill('Renata Falcão');
  await modal.getByLabel('E-mail').fill('renata.falcao@example.com');
  await modal.getByLabel('Empresa').fill(company);
  await modal.getByLabel('Telefone').fill('(11) 95555-1234');

  // Accepted inside the handler: an unanswered alert blocks the page, and with it the click that raised it.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await modal.getByRole('button', { name: /enviar/i }).click();
  await expect.poll(() => alerts).toEqual([`alert: ${LEAD_ERROR}`]);

  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Nome')).toHaveValue('Renata Falcão');
  await expect(modal.getByLabel('E-mail')).toHaveValue('renata.falcao@example.com');
  await expect(modal.getByLabel('Empresa')).toHaveValue(company);
  await expect(modal.getByLabel('Telefone')).toHaveValue('(11) 95555-1234');
  await expect(modal.getByRole('button', { name: /enviar/i })).toBeEnabled();

  // Firestore is back: the same typed data goes through.
  await page.unroute(FIRESTORE);
  await modal.getByRole('button', { name: /enviar/i }).click();
  await expect(modal.getByRole('status')).toBeVisible();
  expect(alerts, 'no second alert').toHaveLength(1);

  const landed = await adminFirestore().collection(COLLECTIONS.leads).where('company', '==', company).get();
  expect(landed.size).toBe(1);
  expect(landed.docs[0]?.data()).toMatchObject({
    name: 'Renata Falcão',
    email: 'renata.falcao@example.com',
    phone: '(11) 95555-1234',
    status: 'new',
    source: 'Associação',
  });
});
