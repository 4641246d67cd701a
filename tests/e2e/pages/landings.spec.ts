import { expect, test, type Page } from '../../support/test';
import { LEAD_SOURCE } from '@cvc/domain';
import { leadsByEmail, uniqueEmail } from './seed';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function fillLandingForm(page: Page, email: string) {
  await page.getByLabel('Nome Completo').fill('Juliana Prado');
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByLabel('Empresa').fill('Litoral Varejo');
  await page.getByLabel('Cargo').fill('Gerente de Inovação');
  await page.getByLabel('Telefone').fill('+55 48 95555-4444');
}

/** Found by its label even while hidden, so 'hidden' is asserted on the real element. */
function stickyBar(page: Page, label: string) {
  return page.locator(`[role="region"][aria-label="${label}"]`);
}

/** The page chunk loads lazily: wait for it, and for the bar to exist, before judging the bar. */
async function expectBarHidden(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stickyBar(page, label)).toHaveAttribute('data-visible', 'false');
  await expect(stickyBar(page, label)).toBeHidden();
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

test.describe('Venture Lab', () => {
  test('the form sends a venturelab lead with position and shows the success text', async ({ page }) => {
    const email = uniqueEmail('venturelab');
    await page.goto('/venture-lab');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venture Lab');
    await page.locator('#inscricao').getByRole('button', { name: 'Quero Fazer Parte' }).click();
    await fillLandingForm(page, email);
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByText('Inscrição Enviada!')).toBeVisible();
    await expect(
      page.getByText('Entraremos em contato em breve para iniciar sua jornada no Venture Lab.'),
    ).toBeVisible();

    await expect.poll(() => leadsByEmail(email)).toHaveLength(1);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({
      name: 'Juliana Prado',
      company: 'Litoral Varejo',
      position: 'Gerente de Inovação',
      phone: '+55 48 95555-4444',
      source: LEAD_SOURCE.ventureLab,
      status: 'new',
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the sticky bar appears once the form card is above the viewport (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/venturelab');
      const bar = stickyBar(page, 'Inscrição no Venture Lab');
      await expectBarHidden(page, 'Inscrição no Venture Lab');
      await scrollToBottom(page);
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'Quero Fazer Parte' }).click();
      await expect(page.getByLabel('Nome Completo')).toBeInViewport();
      await expect(bar).toBeHidden();
    });
  }
});

test.describe('2030 Revolução Tech', () => {
  test('every call to action opens the external checkout in a new tab', async ({ page }) => {
    await page.goto('/2030revolucaotech');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2030 Revolução Tech');
    const ctas = page.getByRole('link', { name: /Garantir minha vaga/ });
    // Hero and closing section; the desktop bar's copy is hidden until the visitor scrolls.
    expect(await ctas.count()).toBeGreaterThanOrEqual(2);
    for (const link of await ctas.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const [popup] = await Promise.all([page.waitForEvent('popup'), ctas.first().click()]);
    expect(popup.url()).toMatch(/^https:\/\/|^about:blank|^chrome-error:/);
    await popup.close();
  });

  test('phones have the bottom bar at once (390 px)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/revolucao-2030');
    await expect(stickyBar(page, 'Comprar o curso 2030 Revolução Tech')).toBeVisible();
  });

  test('desktop shows the bar only after scrolling (1440 px)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/revolucao-2030');
    const bar = stickyBar(page, 'Comprar o curso 2030 Revolução Tech');
    await expectBarHidden(page, 'Comprar o curso 2030 Revolução Tech');
    await scrollToBottom(page);
    await expect(bar).toBeVisible();
  });
});

test.describe('Executive training campaign', () => {
  test("the side form sends a 'Curso - Campanha' lead and shows the received view with a pay-now link", async ({
    page,
  }) => {
    const email = uniqueEmail('campaign');
    await page.goto('/formacaoexecutiva');
    await page.locator('#inscricao').getByRole('button', { name: 'Quero me inscrever' }).click();
    await fillLandingForm(page, email);
    await page.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(page.getByText('Inscrição recebida!')).toBeVisible();
    await expect(page.getByRole('link', { name: /Pagar agora/ })).toHaveAttribute('target', '_blank');

    await expect.poll(() => leadsByEmail(email)).toHaveLength(1);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({
      position: 'Gerente de Inovação',
      source: LEAD_SOURCE.courseCampaign,
      status: 'new',
    });
  });

  test('phones always show the sign-up bar (390 px)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/formacaoexecutiva');
    await expect(stickyBar(page, 'Inscrição na Formação Executiva')).toBeVisible();
  });

  test('desktop shows the sign-up bar once the form is out of view, and it leads back to the form (1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/formacaoexecutiva');
    const bar = stickyBar(page, 'Inscrição na Formação Executiva');
    await expectBarHidden(page, 'Inscrição na Formação Executiva');
    await scrollToBottom(page);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Quero me inscrever' }).click();
    await expect(page.getByLabel('Nome Completo')).toBeInViewport();
  });
});
