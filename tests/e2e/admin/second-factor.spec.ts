import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { COLLECTIONS } from '@cvc/domain';
import { expectNoSeriousViolations } from '../../support/axe';
import { latestCodeFor } from '../../support/second-factor';
import { admin, signIn, uniqueTag } from '../crm/support';
import { confirmByMail, enrolmentPhone } from '../../support/second-step';

// The second step as members live it: a first sign-in enrols a phone before anything else opens, later
// sign-ins ask for its SMS code, a wrong code keeps the form, and an admin's reset of a member's factor ends
// that member's open console. The Auth emulator stands in for the phone: the tests read its codes.

const PASSWORD = 'Senha-de-teste-2026';
const CODE = 'Código de verificação';

/** A news editor with a password and a verified address, as after the invitation link, and no factor yet. */
async function newMember(tag: string) {
  const { auth, db } = admin();
  const email = `${uniqueTag(tag)}@cvc.test`;
  const { uid } = await auth.createUser({ email, password: PASSWORD, emailVerified: true, displayName: tag });
  await db
    .collection(COLLECTIONS.adminUsers)
    .doc(uid)
    .set({ email, name: `Membro ${tag}`, permissions: { news: true } });
  await expect
    .poll(async () => (await auth.getUser(uid)).customClaims, { timeout: 60_000 })
    .toEqual({ perms: { news: true } });
  return { uid, email, password: PASSWORD };
}

async function typePassword(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a first sign-in enrols a phone, confirmed by a mailed code, before the console opens; later sign-ins ask for its SMS code', async ({
  page,
  inbox,
}) => {
  const member = await newMember('enrol');
  await typePassword(page, member.email);

  await expect(page.getByRole('heading', { name: 'Cadastre um segundo fator' })).toBeVisible();
  await expectNoSeriousViolations(page, 'enrolment');
  // The password alone opens nothing: the console's own addresses send the member back to the login.
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await typePassword(page, member.email);

  await page.getByLabel('Celular com DDD').fill('1234');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Informe um celular válido, com DDD, como (11) 91234-5678.',
  );
  await expect(page.getByLabel('Celular com DDD')).toHaveValue('1234');

  const phone = enrolmentPhone();
  await page.getByLabel('Celular com DDD').fill(phone.replace('+55', ''));
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('status')).toContainText(`Enviamos um código por SMS para ${phone}.`);
  await page.getByLabel(CODE).fill('000000');
  await page.getByRole('button', { name: 'Cadastrar e entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código incorreto. Confira o SMS e tente novamente.');
  await expect(page.getByLabel(CODE)).toHaveValue('000000');

  await page.getByLabel(CODE).fill(await latestCodeFor(phone));
  await page.getByRole('button', { name: 'Cadastrar e entrar' }).click();
  // The phone alone is not enough: whoever knew the password could have enrolled it. The code mailed to the
  // member confirms it; a wrong one keeps the form.
  await expect(page.getByRole('heading', { name: 'Confirme pelo seu e-mail' })).toBeVisible();
  await expectNoSeriousViolations(page, 'mailed code step');
  await page.getByLabel('Código do e-mail').fill('12345');
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Código incorreto. Confira o último e-mail recebido e tente de novo.',
  );
  await expect(page.getByLabel('Código do e-mail')).toHaveValue('12345');
  await confirmByMail(page, { inbox, email: member.email });
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  const user = await admin().auth.getUser(member.uid);
  expect(user.multiFactor?.enrolledFactors.map((factor) => factor.factorId)).toEqual(['phone']);
  expect(
    (await admin().db.collection(COLLECTIONS.adminUsers).doc(member.uid).get()).get('approved_factors'),
  ).toEqual(user.multiFactor?.enrolledFactors.map((factor) => factor.uid));

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await typePassword(page, member.email);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  // The phone is shown masked, as Auth gives it: only its last digits.
  await expect(page.getByRole('status')).toContainText(phone.slice(-4));
  await expect(page.getByRole('status')).not.toContainText(phone.slice(3, 8));
  await expectNoSeriousViolations(page, 'code step');
  await page.getByLabel(CODE).fill('111111');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código incorreto. Confira o SMS e tente novamente.');
  await expect(page.getByLabel(CODE)).toHaveValue('111111');
  await page.getByLabel(CODE).fill(await latestCodeFor(phone));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
});

test("an admin resets a member's factor from Equipe, and the member's open console loses access", async ({
  page,
  browser,
  inbox,
}) => {
  const member = await newMember('reset');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member, inbox);
  await expect(memberPage.getByRole('button', { name: 'Sair' })).toBeVisible();

  await signIn(page);
  await page.goto('/admin/staff');
  const row = page.locator(`[data-staff-email="${member.email}"]`);
  await expect(row).toContainText('SMS · desde');
  await expect(row).not.toContainText('Nunca');
  await row.getByRole('button', { name: `Redefinir segundo fator de ${member.email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Redefinir o segundo fator de Membro reset`);
  await expectNoSeriousViolations(page, 'Equipe, reset dialog');
  await dialog.getByRole('button', { name: 'Redefinir' }).click();
  // The callable revokes, writes and mails behind the emulator's one trigger queue: 8 s on a loaded run.
  await expect(page.getByText('Segundo fator redefinido. O membro foi avisado por e-mail.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(row).toContainText('Não cadastrado');
  await expectNoSeriousViolations(page, 'Equipe');

  // The member's console watches its marker: it signs out and says why, without a reload.
  await expect(memberPage).toHaveURL(/\/admin\/login$/, { timeout: 30_000 });
  await expect(memberPage.getByRole('alert')).toHaveText(
    'O segundo fator da sua conta foi redefinido por um administrador. Defina uma nova senha pelo link enviado ao seu e-mail e entre para cadastrar um novo celular.',
  );
  await memberContext.close();

  const mail = await inbox.waitFor(
    (received) =>
      received.to.includes(member.email) &&
      received.subject === 'O segundo fator da sua conta do painel foi redefinido',
  );
  expect(mail.text).toContain(`Conta: ${member.email}`);
  expect(mail.text).toContain('Redefinido por: Administração (admin@cvc.local)');
  // The password ended with the factors: the mail carries the link to set a new one.
  expect(mail.text).toContain('a sua senha deixou de valer');
  expect(mail.text).toContain('oobCode=');
});
