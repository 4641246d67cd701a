import { expect, test } from '../../support/test';
import { COLLECTIONS, STAFF_MESSAGES } from '@cvc/domain';
import { CRM_MESSAGES, PERMISSION_KEY_LABELS } from '../../../admin/src/texts/crm';
import { DEMO_ADMIN, DEMO_NEWS_EDITOR } from '../../../scripts/seed/demo-staff';
import { admin, setPassword, signIn, uniqueTag } from './support';
import { openConsoleAs } from '../../support/staff-sessions';

test('an admin invites a member holding only rsvp, who signs in and sees only Inscrições', async ({
  page,
  browser,
  inbox,
}) => {
  const email = `${uniqueTag('equipe')}@cvc.test`;
  await openConsoleAs(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Equipe' }).click();
  await page.getByRole('button', { name: 'Convidar membro' }).click();
  const form = page.getByRole('form', { name: 'Convidar membro' });
  await form.getByLabel('Nome').fill('Rita Inscrições');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(PERMISSION_KEY_LABELS.rsvp).check();
  await form.getByRole('button', { name: 'Convidar' }).click();

  // Mail is on at the emulators: the link went by email (tests/e2e/mail); the member's password is set here.
  const result = page.getByRole('dialog', { name: 'Convite criado' });
  await expect(result).toContainText(`Enviamos a ${email} um e-mail`);
  await result.getByRole('button', { name: 'Fechar' }).click();
  const row = page.locator(`tr[data-staff-email="${email}"]`);
  await expect(row).toContainText('Rita Inscrições');
  await expect(row).toContainText(PERMISSION_KEY_LABELS.rsvp);

  // The claims trigger stamps the new member's token from the record.
  const { auth, db } = admin();
  const uid = (await auth.getUserByEmail(email)).uid;
  const password = await setPassword(uid);
  expect((await db.collection(COLLECTIONS.adminUsers).doc(uid).get()).data()).toEqual({
    email,
    name: 'Rita Inscrições',
    permissions: { rsvp: true },
    // The inviting admin, whom the change history names.
    updated_by: expect.any(String),
  });
  await expect
    .poll(async () => (await auth.getUser(uid)).customClaims, { timeout: 15_000 })
    .toEqual({ perms: { rsvp: true } });

  const member = await (await browser.newContext()).newPage();
  await signIn(member, { email, password }, inbox);
  await expect(member).toHaveURL(/\/admin\/rsvp$/);
  const nav = member.getByRole('navigation');
  await expect(nav.getByRole('menuitem')).toHaveText(['Painel', PERMISSION_KEY_LABELS.rsvp]);
  await member.context().close();
});

test('the Equipe screen refuses an address that is already staff, and staff who are not admins', async ({
  page,
  browser,
}) => {
  await openConsoleAs(page, DEMO_ADMIN, '/admin/staff');
  await page.getByRole('button', { name: 'Convidar membro' }).click();
  const form = page.getByRole('form', { name: 'Convidar membro' });
  await form.getByLabel('Nome').fill('Administração');
  await form.getByLabel('E-mail').fill(DEMO_ADMIN.email);
  await form.getByRole('button', { name: 'Convidar' }).click();
  await expect(form.getByRole('alert')).toHaveText(STAFF_MESSAGES.alreadyStaff);
  await form.getByRole('button', { name: 'Cancelar' }).click();

  const editor = await (await browser.newContext()).newPage();
  await signIn(editor, DEMO_NEWS_EDITOR);
  await expect(editor.getByRole('menuitem', { name: 'Notícias' })).toBeVisible();
  await expect(editor.getByRole('menuitem', { name: 'Equipe' })).toHaveCount(0);
  // Refused either by the console's area guard or by the screen itself; never the team list.
  await editor.goto('/admin/staff');
  await expect(
    editor.getByText(new RegExp(`Você não tem permissão|${STAFF_MESSAGES.notAdmin}`)).first(),
  ).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Convidar membro' })).toHaveCount(0);
  await editor.context().close();
});

test('an admin changes a member’s keys and then removes their access', async ({ page }) => {
  const email = `${uniqueTag('chaves')}@cvc.test`;
  await openConsoleAs(page, DEMO_ADMIN, '/admin/staff');
  await page.getByRole('button', { name: 'Convidar membro' }).click();
  const invite = page.getByRole('form', { name: 'Convidar membro' });
  await invite.getByLabel('Nome').fill('Caio Souza');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel(PERMISSION_KEY_LABELS.leads).check();
  await invite.getByRole('button', { name: 'Convidar' }).click();
  await page.getByRole('dialog', { name: 'Convite criado' }).getByRole('button', { name: 'Fechar' }).click();

  const { auth, db } = admin();
  const uid = (await auth.getUserByEmail(email)).uid;
  const record = db.collection(COLLECTIONS.adminUsers).doc(uid);

  await page.getByRole('button', { name: `Editar ${email}` }).click();
  const edit = page.getByRole('form', { name: 'Editar permissões' });
  await expect(edit.getByLabel('E-mail')).toBeDisabled();
  await edit.getByLabel(PERMISSION_KEY_LABELS.leads).uncheck();
  await edit.getByLabel(PERMISSION_KEY_LABELS.downloads).check();
  await edit.getByLabel(PERMISSION_KEY_LABELS.rsvp).check();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  const row = page.locator(`tr[data-staff-email="${email}"]`);
  await expect(row).toContainText(PERMISSION_KEY_LABELS.downloads);
  await expect(row).not.toContainText(PERMISSION_KEY_LABELS.leads);
  expect((await record.get()).data()).toMatchObject({ permissions: { rsvp: true, downloads: true } });
  await expect
    .poll(async () => (await auth.getUser(uid)).customClaims, { timeout: 15_000 })
    .toEqual({ perms: { rsvp: true, downloads: true } });

  await page.getByRole('button', { name: `Remover ${email}` }).click();
  await expect(page.getByText(CRM_MESSAGES.staffRemoveConfirm)).toBeVisible();
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await record.get()).exists).toBe(false);
  expect((await auth.getUser(uid)).disabled).toBe(true);
});

test('a member whose access is removed is signed out of the open console and told why', async ({
  page,
  browser,
  inbox,
}) => {
  const email = `${uniqueTag('removida')}@cvc.test`;
  await openConsoleAs(page, DEMO_ADMIN, '/admin/staff');
  await page.getByRole('button', { name: 'Convidar membro' }).click();
  const invite = page.getByRole('form', { name: 'Convidar membro' });
  await invite.getByLabel('Nome').fill('Rosa Removida');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel(PERMISSION_KEY_LABELS.leads).check();
  await invite.getByRole('button', { name: 'Convidar' }).click();
  await page.getByRole('dialog', { name: 'Convite criado' }).getByRole('button', { name: 'Fechar' }).click();
  const uid = (await admin().auth.getUserByEmail(email)).uid;
  const password = await setPassword(uid);
  await expect
    .poll(async () => (await admin().auth.getUser(uid)).customClaims, { timeout: 15_000 })
    .toEqual({ perms: { leads: true } });

  const member = await (await browser.newContext()).newPage();
  await signIn(member, { email, password }, inbox);
  await expect(member).toHaveURL(/\/admin\/leads$/);

  await page.getByRole('button', { name: `Remover ${email}` }).click();
  await page.getByRole('button', { name: 'Remover', exact: true }).click();

  await expect(member).toHaveURL(/\/admin\/login/, { timeout: 15_000 });
  await expect(member.getByRole('alert')).toHaveText(
    'Seu acesso ao painel foi removido. Fale com um administrador.',
  );
  // Said once: a new attempt shows only the usual failure box.
  await member.getByLabel('Login').fill(email);
  await member.getByLabel('Senha').fill(password);
  await member.getByRole('button', { name: 'Entrar' }).click();
  await expect(member.getByRole('alert')).toHaveText('Credenciais inválidas. Por favor, tente novamente.');
  await member.context().close();
});
