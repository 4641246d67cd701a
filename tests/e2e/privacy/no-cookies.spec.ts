import { COLLECTIONS } from '@cvc/domain';
import { expect, test, type BrowserContext, type Locator, type Page } from '../../support/test';
import { adminFirestore } from '../../support/admin-firestore';
import { SEEDED_EVENT_ROUTE, newestArticlePath } from '../../support/public-routes';
import { docsByEmail, uniqueEmail } from '../home/firestore';
import { signUp } from '../events/support';
import { OPEN_EVENT } from '../../support/seeded-events';

// The site sets no cookie, so it asks no cookie consent (LGPD): proven on every public route that has a form,
// with the form sent and its record stored, not only opened. The bench's App Check group runs this spec again
// on a build with a reCAPTCHA site key (BENCH_ONLY=app-check npm run bench), where a form starts App Check.

type Collection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

const FREE_REPORT = 'Panorama do Corporate Venture Capital no Brasil 2025';

async function fillContact(form: Locator, email: string, name = 'Nome') {
  // By role: the label's text carries the required mark ("Nome *"), the accessible name does not.
  await form.getByRole('textbox', { name, exact: true }).fill('Helena Prates');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Empresa').fill('Cerrado Energia');
  const position = form.getByLabel('Cargo');
  if (await position.count()) await position.fill('Diretora de Inovação');
  const phone = form.getByLabel('Telefone');
  if (await phone.count()) await phone.fill('+55 61 97777-1234');
}

/** Waits for the form's record, then for the page to go quiet, and finds no cookie anywhere. */
async function expectStoredWithoutCookies(
  page: Page,
  context: BrowserContext,
  collection: Collection,
  email: string,
) {
  await expect.poll(() => docsByEmail(collection, email), { timeout: 20_000 }).toHaveLength(1);
  // Up to five quiet seconds for late responses: the home's carousels keep loading images, so it is never idle.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Cookies the site's own address would send: Google's reCAPTCHA cookie (App Check on) lives on Google's domain.
  const own = await context.cookies(new URL(page.url()).origin);
  expect(own, `cookies after sending to ${collection}`).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
}

async function sendMembership(page: Page, context: BrowserContext) {
  const email = uniqueEmail('no-cookie-membership');
  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).first().click();
  const dialog = page.getByRole('dialog');
  await fillContact(dialog, email);
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expectStoredWithoutCookies(page, context, COLLECTIONS.leads, email);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8_000 });
}

async function sendFreeReport(page: Page, context: BrowserContext) {
  const email = uniqueEmail('no-cookie-report');
  await page
    .getByRole('button', { name: `Ver report: ${FREE_REPORT}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: FREE_REPORT });
  await fillContact(dialog, email);
  const tab = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Baixar gratuitamente' }).click();
  await expectStoredWithoutCookies(page, context, COLLECTIONS.reportDownloads, email);
  await (await tab).close();
}

test('the home: membership, Trusted Advisor, executive training, an event sign-up and a report', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await sendMembership(page, context);

  const advisor = uniqueEmail('no-cookie-advisor');
  await page.locator('#programas').getByRole('button', { name: 'Saiba mais' }).click();
  await page.getByRole('button', { name: 'Quero um Trusted Advisor' }).click();
  await fillContact(page.getByRole('dialog'), advisor);
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar solicitação' }).click();
  await expectStoredWithoutCookies(page, context, COLLECTIONS.leads, advisor);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8_000 });

  const training = uniqueEmail('no-cookie-training');
  await page.locator('#programas').getByRole('button', { name: 'Quero receber informações' }).click();
  const trainingDialog = page.getByRole('dialog', { name: 'Formação Executiva em CVC' });
  await fillContact(trainingDialog, training);
  await trainingDialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expectStoredWithoutCookies(page, context, COLLECTIONS.leads, training);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8_000 });

  const guest = uniqueEmail('no-cookie-rsvp');
  await page.getByRole('button', { name: `Ver detalhes: ${OPEN_EVENT.title}` }).click();
  const event = page.getByRole('dialog', { name: OPEN_EVENT.title });
  await event.getByRole('button', { name: 'Inscrever-se' }).click();
  await fillContact(event, guest);
  await event.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expectStoredWithoutCookies(page, context, COLLECTIONS.eventRsvp, guest);
  await page.keyboard.press('Escape');

  await sendFreeReport(page, context);
});

for (const path of ['/noticias', '/opinioes', '/fornecedores', '/privacidade', 'article']) {
  test(`${path}: the membership form from the header`, async ({ page, context }) => {
    await page.goto(path === 'article' ? await newestArticlePath(adminFirestore()) : path);
    await sendMembership(page, context);
  });
}

test('/reports: a free report', async ({ page, context }) => {
  await page.goto('/reports');
  await sendFreeReport(page, context);
});

const LANDINGS = [
  { path: '/venturelab', opener: 'Quero Fazer Parte' },
  { path: '/formacaoexecutiva', opener: 'Quero me inscrever' },
];

for (const { path, opener } of LANDINGS) {
  test(`${path}: the landing's sign-up form`, async ({ page, context }) => {
    const email = uniqueEmail(`no-cookie-${path.slice(1)}`);
    await page.goto(path);
    await page.locator('#inscricao').getByRole('button', { name: opener }).click();
    await fillContact(page.locator('#inscricao'), email, 'Nome Completo');
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expectStoredWithoutCookies(page, context, COLLECTIONS.leads, email);
  });
}

test("an event's page: its sign-up form", async ({ page, context }) => {
  const email = uniqueEmail('no-cookie-event-page');
  await page.goto(SEEDED_EVENT_ROUTE.path);
  await signUp(page, 'Helena Prates', email);
  await expectStoredWithoutCookies(page, context, COLLECTIONS.eventRsvp, email);
});
