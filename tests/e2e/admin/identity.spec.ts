import type { DocumentData } from 'firebase-admin/firestore';
import {
  ASSOCIATION_NAME,
  ASSOCIATION_POSTAL_ADDRESS,
  COLLECTIONS,
  SITE_IDENTITY_DOC_ID,
  VALIDATION_MESSAGES,
} from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { siteSettingsViewSettled } from '../../support/site-settings-view';
import { expectNoSeriousViolations } from '../../support/axe';
import { hostingUrl } from '../../support/emulators';
import { expect, test } from '../../support/test';
import { DEMO_ADMIN } from './staff';
import { openConsoleAs } from '../../support/staff-sessions';

// What visitors see of the association is data staff edit: a CVC added in the console is what /api/cvc-info
// answers, and the leaders and the postal address saved in Associação e liderança show on the home and in mail.

const identity = () => adminFirestore().collection(COLLECTIONS.siteIdentity).doc(SITE_IDENTITY_DOC_ID);
let seeded: DocumentData;
test.beforeAll(async () => {
  seeded = (await identity().get()).data()!;
});
test.afterEach(async () => {
  await identity().set(seeded);
  await siteSettingsViewSettled();
});

test('a CVC created in the console is answered by /api/cvc-info, whatever the case and accents asked @serial', async ({
  page,
  request,
}) => {
  const name = `Jequitibá Ventures ${Date.now()}`;
  await openConsoleAs(page, DEMO_ADMIN, '/admin/crawler');
  await page.getByRole('link', { name: 'Diretório de CVCs' }).click();
  await page.getByRole('link', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/admin\/cvcs\/create$/);
  // By role and accessible name: a required field's label ends in an asterisk hidden from assistive technology.
  const field = (label: string) =>
    page
      .getByRole('textbox', { name: label, exact: true })
      .or(page.getByRole('spinbutton', { name: label, exact: true }));
  await expectNoSeriousViolations(page, 'the CVC form');
  await field('Nome do CVC').fill(name);
  await field('Startups no portfólio').fill('7');
  await field('Investimentos').fill('9');
  await field('Estágio principal').fill('Seed');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // Without its sector the form says which field is missing before anything is sent.
  await expect(page.getByText(VALIDATION_MESSAGES.required)).toBeVisible();
  await field('Setor').fill('Agronegócio');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();
  // The whole screen, right after the save.
  await expectNoSeriousViolations(page, 'the CVC directory');

  const stored = await adminFirestore().collection(COLLECTIONS.cvcs).where('name', '==', name).get();
  expect(stored.docs.map((doc) => doc.get('name_key'))).toEqual([name.toLowerCase().replace('á', 'a')]);
  const asked = encodeURIComponent(name.toUpperCase().replace('Á', 'A'));
  const answer = await request.get(hostingUrl(`/api/cvc-info?name=${asked}`));
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data).toEqual({ id: stored.docs[0]!.id, name, sector: 'Agronegócio' });
  await stored.docs[0]!.ref.delete();
});

test("the leaders and the postal address an admin saves show on the home and in the mail's footer @serial", async ({
  page,
  inbox,
}) => {
  const president = `Marina Teixeira ${Date.now()}`;
  const address = `Rua das Acácias, ${Date.now() % 1000}, São Paulo - SP`;
  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Associação e liderança' }).click();
  await expectNoSeriousViolations(page, 'the association and leadership form');
  await page.getByRole('textbox', { name: 'Presidente: nome', exact: true }).fill(president);
  await page
    .getByRole('textbox', { name: 'Endereço postal (rodapé dos e-mails)', exact: true })
    .fill(address);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => (await identity().get()).get('leadership.president.name')).toBe(president);
  await siteSettingsViewSettled();

  await page.goto('/');
  await expect(page.getByRole('img', { name: president })).toBeVisible();
  await expect(page.getByText(president, { exact: true })).toBeVisible();

  const to = `rodape-${Date.now()}@cvc.test`;
  // A message as composeMail signs it with today's values (Playwright cannot load the functions' modules):
  // the footer after the '-- ' line and in the last small paragraph. sendMail signs it with the saved ones.
  const message = {
    subject: 'Rodapé',
    text: `Olá,\n\n-- \nTeste do rodapé.\n${ASSOCIATION_NAME}\n${ASSOCIATION_POSTAL_ADDRESS}`,
    html: `<p>Olá,</p><p style="margin:0;font-size:12px;color:#6b7280">Teste do rodapé.<br>${ASSOCIATION_NAME}<br>${ASSOCIATION_POSTAL_ADDRESS}</p>`,
  };
  await adminFirestore()
    .collection(COLLECTIONS.mail)
    .doc(`identity-${Date.now()}`)
    .set({ to: [to], message });
  const mail = await inbox.waitFor((m) => m.to.includes(to));
  expect(mail.text).toContain(address);
  expect(mail.text).not.toContain(ASSOCIATION_POSTAL_ADDRESS);
  expect(mail.html).toContain(address);
});
