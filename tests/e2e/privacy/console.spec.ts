import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, PRIVACY_ERASURES_COLLECTION } from '@cvc/domain';
import type { PersonalDataResult } from '@cvc/domain';
import { expectNoSeriousViolations } from '../../support/axe';
import { expect, test, triggersRan } from '../../support/test';
import { admin, downloadOf, uniqueTag } from '../crm/support';
import { DEMO_ADMIN } from '../admin/staff';
import { openConsoleAs } from '../../support/staff-sessions';

// The Privacidade screen end to end: an admin finds what is held on an address typed in another case, downloads
// it as JSON, and erases it after confirming.

test('an admin exports and erases what is held on an address', async ({ page }) => {
  const tag = uniqueTag('titular');
  const stored = `Titular.${tag}@Empresa.test`;
  const { db } = admin();
  // Two days old, so the lead triggers announce nothing; the mail is marked sent, so nobody delivers it.
  const at = Timestamp.fromMillis(Date.now() - 2 * 86_400_000);
  const lead = db.collection(COLLECTIONS.leads).doc(`privacy-e2e-${tag}`);
  const mail = db.collection(COLLECTIONS.mail).doc(`privacy-e2e-${tag}`);
  await lead.set({
    name: 'Titular E2E',
    email: stored,
    company: 'Empresa E2E',
    phone: '11 99999-0000',
    source: 'venturelab',
    status: 'new',
    created_at: at,
  });
  await mail.set({
    to: [stored],
    message: { subject: 'Recebemos seu contato', text: 'Olá', html: '<p>Olá</p>' },
    delivery: { state: 'SUCCESS', attempts: 1 },
  });
  // receiveLead stamps the lower-case key leads are found by.
  await triggersRan();
  await expect.poll(async () => (await lead.get()).get('email_key'), { timeout: 30_000 }).toBeTruthy();

  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Privacidade' }).click();
  await page.getByLabel('E-mail do titular').fill(stored.toUpperCase());
  await page.getByRole('button', { name: 'Buscar' }).click();

  const address = stored.toLowerCase();
  await expect(page.getByRole('heading', { name: `Dados guardados sobre ${address}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leads' })).toContainText(lead.id);
  await expect(page.getByRole('table', { name: 'E-mails enviados' })).toContainText('Recebemos seu contato');
  await expectNoSeriousViolations(page, 'the Privacidade screen with results');

  const { fileName, bytes } = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Baixar exportação (JSON)' }).click(),
  );
  expect(fileName).toMatch(/^dados-pessoais-.*\.json$/);
  const exported = JSON.parse(bytes.toString('utf8')) as PersonalDataResult;
  expect(exported.email).toBe(address);
  expect(exported.records.map((record) => `${record.collection}/${record.id}`).sort()).toEqual(
    [`leads/${lead.id}`, `mail/${mail.id}`].sort(),
  );

  await page.getByRole('button', { name: 'Apagar dados' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 registros');
  await expectNoSeriousViolations(page, 'the erase confirmation');
  await dialog.getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText(`2 registros apagados de ${address}`)).toBeVisible();

  expect((await lead.get()).exists).toBe(false);
  expect((await mail.get()).exists).toBe(false);
  const erasures = await db.collection(PRIVACY_ERASURES_COLLECTION).where('by_uid', '!=', '').get();
  const recorded = erasures.docs.map((doc) => JSON.stringify(doc.data()).toLowerCase());
  expect(recorded.some((text) => text.includes(address))).toBe(false);

  // Searched again, nothing is held.
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhum dado guardado sobre este endereço.')).toBeVisible();
});
