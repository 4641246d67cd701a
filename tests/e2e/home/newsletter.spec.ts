import { createHash } from 'node:crypto';
import { expect, test, type Page } from '../../support/test';
import { COLLECTIONS } from '@cvc/domain';
import { adminDb, uniqueEmail } from './firestore';

// The footer's newsletter form on every page, in each language: a refused address keeps what was typed, a
// sent one asks for the double opt-in's mail, and the mail's link confirms only from its page's button.

const FORMS = [
  {
    path: '/',
    title: 'Novidades por e-mail',
    field: 'Seu e-mail',
    button: 'Assinar',
    invalid: 'Informe um e-mail válido.',
    sent: 'Enviamos um link de confirmação para',
    subject: 'Confirme sua inscrição nas novidades da Associação CVC',
  },
  {
    path: '/en/noticias',
    title: 'News by email',
    field: 'Your email',
    button: 'Subscribe',
    invalid: 'Enter a valid email address.',
    sent: 'We sent a confirmation link to',
    subject: 'Confirm your subscription to CVC Association news',
  },
  {
    path: '/es/fornecedores',
    title: 'Novedades por correo',
    field: 'Su correo electrónico',
    button: 'Suscribirse',
    invalid: 'Ingrese un correo electrónico válido.',
    sent: 'Enviamos un enlace de confirmación a',
    subject: 'Confirme su suscripción a las novedades de la Asociación CVC',
  },
] as const;

function footerForm(page: Page, title: string) {
  return page.getByRole('contentinfo').getByRole('form', { name: title });
}

async function subscriber(email: string) {
  const id = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return (await adminDb().collection(COLLECTIONS.newsletterSubscribers).doc(id).get()).data();
}

for (const form of FORMS) {
  test(`the footer form at ${form.path} keeps a refused address, then asks for the confirmation mail`, async ({
    page,
    inbox,
  }) => {
    const email = uniqueEmail('newsletter');
    await page.goto(form.path);
    const footer = footerForm(page, form.title);
    const field = footer.getByLabel(form.field);
    await field.fill('ana@empresa');
    await footer.getByRole('button', { name: form.button }).click();
    await expect(footer.getByRole('alert')).toHaveText(form.invalid);
    await expect(field).toHaveValue('ana@empresa');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    await field.fill(email);
    await footer.getByRole('button', { name: form.button }).click();
    await expect(footer.getByRole('status')).toContainText(`${form.sent} ${email}`);
    await expect(field).toHaveValue('');
    const mail = await inbox.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === form.subject);
    expect(await subscriber(email)).toMatchObject({ status: 'pending', source: `footer:${form.path}` });

    if (form.path !== '/') return;
    // The mail's link: its page's button confirms.
    const link = /http:\/\/127\.0\.0\.1:5000\/api\/newsletter\/confirm\?\S+/.exec(mail.text)![0];
    await page.goto(link);
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(page.getByText(`Pronto: ${email} vai receber as novidades`)).toBeVisible();
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
  });
}

// The form's code is not part of a page's load: it comes with the visitor's first interaction, or a pointer over it.
const FORM_CODE = /\/assets\/NewsletterForm-[\w-]+\.js$/;

test("the form's code is not loaded with the page, even scrolled to its end, but with a pointer over it", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (FORM_CODE.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  await page.goto('/');
  // Scrolled by the page itself: a key or a tap is an interaction, which hydrates every waiting part.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(loaded).toEqual([]);

  await footerForm(page, 'Novidades por e-mail').getByLabel('Seu e-mail').hover();
  await expect.poll(() => loaded.length).toBe(1);
});

test('a send made before the form is live is held and made once, with what was typed', async ({
  page,
  inbox,
}) => {
  const email = uniqueEmail('newsletter-early');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(FORM_CODE, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  const sends: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/newsletter/subscribe') sends.push(request.method());
  });
  await page.goto('/');
  const footer = footerForm(page, 'Novidades por e-mail');
  const field = footer.getByLabel('Seu e-mail');
  await field.fill(email);
  await footer.getByRole('button', { name: 'Assinar' }).click();
  expect(requested).toBe(true);
  // The form's own action (a POST that leaves the page) was not taken.
  await expect(page).toHaveURL(/\/$/);
  expect(sends).toEqual([]);

  release();
  await expect(footer.getByRole('status')).toContainText(`Enviamos um link de confirmação para ${email}`);
  await expect(field).toHaveValue('');
  await inbox.waitFor((m) => m.to.includes(email.toLowerCase()));
  expect(await subscriber(email)).toMatchObject({ status: 'pending', source: 'footer:/' });
  expect(sends).toEqual(['POST']);
});
