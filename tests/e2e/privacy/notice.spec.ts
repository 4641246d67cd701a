import type { DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SETTINGS_DOC_ID, SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import { openConsoleAs } from '../../support/staff-sessions';
import { expect, test, type Locator, type Page } from '../../support/test';
import { adminFirestore } from '../../support/admin-firestore';
import { siteSettingsViewSettled } from '../../support/site-settings-view';
import { expectNoSeriousViolations } from '../../support/axe';
import { DEMO_ADMIN } from '../admin/staff';
import { docsByEmail, uniqueEmail } from '../home/firestore';
import { OPEN_EVENT } from '../../support/seeded-events';

// The privacy notice from every page's footer, in three languages, and what every public form says and records
// about it: the sentence and its link, the marketing box (never ticked in advance) and the notice version.

const VERSION = SITE_SETTINGS_PLACEHOLDERS.privacy.notice_version;
const settings = () => adminFirestore().collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID);

/** The consent part of a form: the link to the notice (a new tab) and the unticked marketing box. */
async function expectConsent(form: Locator) {
  const link = form.getByRole('link', { name: 'Aviso de Privacidade' });
  await expect(link).toHaveAttribute('href', '/privacidade');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(form.getByText(/Usamos estes dados só para atender a este pedido/)).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /novidades, eventos e conteúdos/ })).not.toBeChecked();
}

async function fillContact(form: Locator, email: string, withPosition = false) {
  await form.getByLabel('Nome').fill('Helena Prates');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Empresa').fill('Cerrado Energia');
  if (withPosition) await form.getByLabel('Cargo').fill('Diretora de Inovação');
  await form.getByLabel('Telefone').fill('+55 61 97777-1234');
}

const openMembership = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Associe-se' }).click();
  return page.getByRole('dialog');
};

test.describe('the notice', () => {
  for (const [home, link, path, title, dpo] of [
    ['/', 'Privacidade', '/privacidade', 'Aviso de Privacidade', 'Encarregado pelo tratamento de dados'],
    ['/en', 'Privacy', '/en/privacidade', 'Privacy Notice', 'Data protection officer (encarregado)'],
    ['/es', 'Privacidad', '/es/privacidade', 'Aviso de Privacidad', 'Encargado de protección de datos'],
  ] as const) {
    test(`is reached from the footer at ${path}, naming the encarregado of the settings`, async ({
      page,
    }) => {
      await page.goto(home);
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const section = page.getByRole('region', { name: dpo });
      await expect(section).toContainText(SITE_SETTINGS_PLACEHOLDERS.privacy.dpo_name);
      await expect(
        section.getByRole('link', { name: SITE_SETTINGS_PLACEHOLDERS.privacy.dpo_email }),
      ).toBeVisible();
      await expect(page.getByText(VERSION, { exact: false }).first()).toBeVisible();
    });
  }

  test('arrives rendered with the settings, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacidade');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de Privacidade');
    await expect(page.locator('#root')).toContainText(SITE_SETTINGS_PLACEHOLDERS.privacy.controller_name);
    await context.close();
  });

  test('axe: the notice, and a form with its sentence and box', async ({ page }) => {
    await page.goto('/privacidade');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, '/privacidade');
    const dialog = await openMembership(page);
    await expect(dialog.getByRole('checkbox')).toBeVisible();
    await expectNoSeriousViolations(page, 'membership form', dialog);
  });
});

test.describe('every public form says it before sending', () => {
  test('the membership, Trusted Advisor and executive training dialogs', async ({ page }) => {
    await expectConsent(await openMembership(page));
    await page.keyboard.press('Escape');

    await page.locator('#programas').getByRole('button', { name: 'Saiba mais' }).click();
    await page.getByRole('button', { name: 'Quero um Trusted Advisor' }).click();
    await expectConsent(page.getByRole('dialog'));
    await page.keyboard.press('Escape');

    await page.locator('#programas').getByRole('button', { name: 'Quero receber informações' }).click();
    await expectConsent(page.getByRole('dialog', { name: 'Formação Executiva em CVC' }));
  });

  test('the landing forms', async ({ page }) => {
    await page.goto('/venturelab');
    await page.locator('#inscricao').getByRole('button', { name: 'Quero Fazer Parte' }).click();
    await expectConsent(page.locator('#inscricao'));

    await page.goto('/formacaoexecutiva');
    await page.locator('#inscricao').getByRole('button', { name: 'Quero me inscrever' }).click();
    await expectConsent(page.locator('#inscricao'));
  });

  test('the event sign-up and the report download', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: `Ver detalhes: ${OPEN_EVENT.title}` }).click();
    const event = page.getByRole('dialog', { name: OPEN_EVENT.title });
    await event.getByRole('button', { name: 'Inscrever-se' }).click();
    await expectConsent(event);
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: 'Ver report: Panorama do Corporate Venture Capital no Brasil 2025' })
      .click();
    await expectConsent(page.getByRole('dialog'));
  });
});

test.describe('the marketing choice and the notice version are stored', () => {
  test('a lead with the box ticked, and one left unticked', async ({ page }) => {
    const ticked = uniqueEmail('consent-yes');
    let dialog = await openMembership(page);
    await fillContact(dialog, ticked);
    await dialog.getByRole('checkbox', { name: /novidades/ }).check();
    await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByRole('status')).toContainText('Solicitação enviada!');
    await expect.poll(() => docsByEmail(COLLECTIONS.leads, ticked)).toHaveLength(1);
    expect((await docsByEmail(COLLECTIONS.leads, ticked))[0]).toMatchObject({
      notice_version: VERSION,
      marketing_opt_in: true,
    });

    const unticked = uniqueEmail('consent-no');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 8000 });
    dialog = await openMembership(page);
    await expect(dialog.getByRole('checkbox', { name: /novidades/ })).not.toBeChecked();
    await fillContact(dialog, unticked);
    await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect.poll(() => docsByEmail(COLLECTIONS.leads, unticked)).toHaveLength(1);
    expect((await docsByEmail(COLLECTIONS.leads, unticked))[0]).toMatchObject({
      notice_version: VERSION,
      marketing_opt_in: false,
    });
  });

  test('an event sign-up and a report download', async ({ page, context }) => {
    const rsvpEmail = uniqueEmail('consent-rsvp');
    await page.goto('/');
    await page.getByRole('button', { name: `Ver detalhes: ${OPEN_EVENT.title}` }).click();
    const event = page.getByRole('dialog', { name: OPEN_EVENT.title });
    await event.getByRole('button', { name: 'Inscrever-se' }).click();
    await fillContact(event, rsvpEmail, true);
    await event.getByRole('checkbox', { name: /novidades/ }).check();
    await event.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(event.getByRole('status')).toContainText('Inscrição confirmada!');
    await expect.poll(() => docsByEmail(COLLECTIONS.eventRsvp, rsvpEmail)).toHaveLength(1);
    expect((await docsByEmail(COLLECTIONS.eventRsvp, rsvpEmail))[0]).toMatchObject({
      notice_version: VERSION,
      marketing_opt_in: true,
    });
    await page.keyboard.press('Escape');

    const downloadEmail = uniqueEmail('consent-download');
    await page
      .getByRole('button', { name: 'Ver report: Panorama do Corporate Venture Capital no Brasil 2025' })
      .click();
    const report = page.getByRole('dialog');
    await report.getByLabel('Nome').fill('Helena Prates');
    await report.getByLabel('E-mail').fill(downloadEmail);
    await report.getByLabel('Empresa').fill('Cerrado Energia');
    const popup = context.waitForEvent('page');
    await report.getByRole('button', { name: 'Baixar gratuitamente' }).click();
    await (await popup).close();
    await expect.poll(() => docsByEmail(COLLECTIONS.reportDownloads, downloadEmail)).toHaveLength(1);
    expect((await docsByEmail(COLLECTIONS.reportDownloads, downloadEmail))[0]).toMatchObject({
      notice_version: VERSION,
      marketing_opt_in: false,
    });
  });
});

test.describe('the settings name the controller and the encarregado @serial', () => {
  let seeded: DocumentData;
  test.beforeAll(async () => {
    seeded = (await settings().get()).data()!;
  });
  test.afterEach(async () => {
    await settings().set(seeded);
    await siteSettingsViewSettled();
  });

  test('an admin sets the encarregado and a new version: the notice and the next lead follow', async ({
    page,
  }) => {
    await openConsoleAs(page, DEMO_ADMIN, '/admin/site-settings');
    await page.getByLabel('Encarregado (DPO): nome').fill('Beatriz Encarregada');
    await page.getByLabel('Encarregado (DPO): e-mail').fill('dpo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('E-mail inválido').first()).toBeVisible();
    await page.getByLabel('Encarregado (DPO): e-mail').fill('dpo@cvc.example.org');
    await page.getByLabel('Versão do aviso de privacidade').fill('2027-01-10');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(async () => (await settings().get()).get('privacy.dpo_name'))
      .toBe('Beatriz Encarregada');
    await siteSettingsViewSettled();

    await page.goto('/privacidade');
    await expect(page.getByRole('region', { name: 'Encarregado pelo tratamento de dados' })).toContainText(
      'Beatriz Encarregada',
    );
    await expect(page.getByText('Versão 2027-01-10')).toBeVisible();

    const email = uniqueEmail('consent-version');
    const dialog = await openMembership(page);
    await fillContact(dialog, email);
    await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect.poll(() => docsByEmail(COLLECTIONS.leads, email)).toHaveLength(1);
    expect((await docsByEmail(COLLECTIONS.leads, email))[0]).toMatchObject({ notice_version: '2027-01-10' });
  });
});
