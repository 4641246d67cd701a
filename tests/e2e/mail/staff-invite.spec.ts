import { expect, test } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { PERMISSION_KEY_LABELS } from '../../../admin/src/texts/crm';
import { admin, signIn, uniqueTag } from '../crm/support';
import { openConsoleAs } from '../../support/staff-sessions';
import { DEMO_ADMIN } from '../../../scripts/seed/demo-staff';

// The invitation as a new member lives it: the admin invites from Equipe, the member opens the emailed link,
// chooses a password (the Auth emulator's action link takes it as `newPassword` and then goes on to the
// console's login, as the hosted page's "Continue" does in production) and signs in with it.

const LEAD_ALERTS = 'Receber alerta a cada novo lead';

test('an invited member sets the password from the emailed link and signs in with it', async ({
  page,
  browser,
  inbox,
}) => {
  const email = `${uniqueTag('convite')}@cvc.test`;
  await openConsoleAs(page, DEMO_ADMIN, '/admin/staff');
  await page.getByRole('button', { name: 'Convidar membro' }).click();
  const form = page.getByRole('form', { name: 'Convidar membro' });
  await form.getByLabel('Nome').fill('Lia <b>Convidada</b>');
  await form.getByLabel('E-mail').fill(email);
  // Lead alerts need the leads key: the box is off-limits until the key is ticked.
  await expect(form.getByLabel(LEAD_ALERTS)).toBeDisabled();
  await form.getByLabel(PERMISSION_KEY_LABELS.leads).check();
  await form.getByLabel(LEAD_ALERTS).check();
  await form.getByRole('button', { name: 'Convidar' }).click();

  // Mail is on: the console says it was sent and shows no password.
  const result = page.getByRole('dialog', { name: 'Convite criado' });
  await expect(result).toContainText(`Enviamos a ${email} um e-mail com o link para definir a senha.`);
  await expect(result.getByLabel('Senha provisória')).toHaveCount(0);
  await result.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.locator(`tr[data-staff-email="${email}"]`)).toContainText('Alertas de leads');
  const uid = (await admin().auth.getUserByEmail(email)).uid;
  expect((await admin().db.collection(COLLECTIONS.adminUsers).doc(uid).get()).get('lead_alerts')).toBe(true);

  const mail = await inbox.waitFor((m) => m.to.includes(email));
  expect(mail.subject).toBe('Convite para o painel da Associação CVC');
  expect(mail.html).not.toContain('<b>Convidada</b>');
  const link = /Definir minha senha: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(new URL(link).searchParams.get('continueUrl')).toBe('http://127.0.0.1:5000/admin/login');
  // Auth's page that sets the password, in Portuguese.
  expect(new URL(link).searchParams.get('lang')).toBe('pt-BR');

  const member = await (await browser.newContext()).newPage();
  await member.goto(`${link}&newPassword=${encodeURIComponent('Senha-da-Lia-2026')}`);
  await expect(member).toHaveURL(/\/admin\/login$/);
  await expect
    .poll(async () => (await admin().auth.getUser(uid)).customClaims, { timeout: 15_000 })
    .toEqual({ perms: { leads: true } });
  await signIn(member, { email, password: 'Senha-da-Lia-2026' }, inbox);
  await expect(member).toHaveURL(/\/admin\/leads$/);
  await member.context().close();
});
