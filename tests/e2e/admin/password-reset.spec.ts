import { COLLECTIONS, adminUserSchema } from '@cvc/domain';
import { PROJECT_ID, emulatorAddress } from '../../../scripts/lib/emulators';
import { expect, test, triggersRan } from '../../support/test';
import { admin, signIn, uniqueTag } from '../crm/support';

const SENT =
  'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira a caixa de entrada e o spam.';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The reset emails the Auth emulator would have sent to `email` (its out-of-band codes). */
async function resetLinks(email: string): Promise<string[]> {
  const url = `http://${emulatorAddress('auth')}/emulator/v1/projects/${PROJECT_ID}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as { oobCodes: OobCode[] };
  return oobCodes
    .filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET')
    .map((c) => c.oobLink);
}

test('a member who forgot the password asks for the link, sets a new password through it and signs in', async ({
  page,
  inbox,
}) => {
  const email = `${uniqueTag('esqueceu')}@cvc.test`;
  const { uid } = await admin().auth.createUser({ email, password: 'Senha-antiga-2026' });
  await admin()
    .db.collection(COLLECTIONS.adminUsers)
    .doc(uid)
    .set(adminUserSchema.parse({ email, name: 'Equipe esqueceu', permissions: { leads: true } }));
  await triggersRan();
  await expect.poll(async () => (await admin().auth.getUser(uid)).customClaims ?? null).not.toBeNull();

  await page.goto('/admin/login');
  await page.getByLabel('Login').fill(email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  const request = page.waitForRequest(/accounts:sendOobCode/);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
  // The locale Auth picks the email's template language by: Portuguese, whatever the browser's language.
  expect((await request).headers()['x-firebase-locale']).toBe('pt-BR');

  await expect.poll(() => resetLinks(email)).toHaveLength(1);
  const [link] = await resetLinks(email);
  expect(new URL(link!).searchParams.get('continueUrl')).toMatch(
    /^http:\/\/127\.0\.0\.1:5000\/admin\/login$/,
  );
  // The emulator's action page sets the password given in the link, then follows the continue URL.
  await page.goto(`${link}&newPassword=Senha-nova-2026`);
  await expect(page).toHaveURL(/\/admin\/login$/);

  // signIn waits for the console's sidebar, which only a signed-in member sees.
  await signIn(page, { email, password: 'Senha-nova-2026' }, inbox);
});

test('an address without an account gets the same answer, and no link is made', async ({ page }) => {
  const email = `${uniqueTag('ninguem')}@cvc.test`;
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await resetLinks(email)).toEqual([]);
});
