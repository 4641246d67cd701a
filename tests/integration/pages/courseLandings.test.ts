import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  audienceToday,
  type SiteSettings,
} from '@cvc/domain';
import { PAGE_READS_ELEMENT_ID } from '@cvc/web';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { siteSettingsViewSettled } from '../../support/site-settings-view';

// The course landings through the Hosting rewrites: rendered per request with the site settings, so the
// class's dates, price and state are in the HTML, never last class's placeholders changing after load.

const settingsDoc = () => adminFirestore().collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID);
/** Stores the settings and waits for the view the pages read to follow. */
async function storeSettings(data: DocumentData) {
  await settingsDoc().set(data);
  await siteSettingsViewSettled();
}
// The emulator suites run without the seed: the settings are written here, and put back as they were after.
let before: DocumentData | undefined;

/** A class and a course in March of next year, wherever the run's today falls. */
const nextYear = Number(audienceToday().slice(0, 4)) + 1;
const FUTURE: SiteSettings = {
  ...SITE_SETTINGS_PLACEHOLDERS,
  executive_training_offer: {
    start_date: `${nextYear}-03-02`,
    end_date: `${nextYear}-03-17`,
    signup_until: `${nextYear}-03-02`,
    price_brl: 7123,
    max_instalments: 9,
    checkout_url: 'https://checkout.integration.example.org/formacao',
  },
  course_2030_offer: {
    available_from: `${nextYear}-03-01`,
    sales_until: `${nextYear}-12-31`,
    price_brl: 347,
    max_instalments: 4,
    checkout_url: 'https://checkout.integration.example.org/2030',
  },
};

async function page(path: string) {
  const response = await fetch(hostingUrl(path));
  return { response, html: await response.text() };
}

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root" inert>');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('<script>', start));
}

beforeAll(async () => {
  before = (await settingsDoc().get()).data();
});
afterAll(async () => {
  await (before ? settingsDoc().set(before) : settingsDoc().delete());
  await siteSettingsViewSettled();
});

describe('course landings rendered with the site settings', () => {
  it('serves /formacaoexecutiva with the stored class, cacheable briefly, and the settings it read', async () => {
    await storeSettings(FUTURE);
    const { response, html } = await page('/formacaoexecutiva');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const root = rootOf(html);
    expect(root).toContain('R$ 7.123 à vista');
    expect(root).toContain('ou em até 9x no cartão');
    expect(root).toContain(`Início em 2 de março de ${nextYear}`);
    expect(root).not.toContain('2025');
    expect(root).not.toContain('Inscrições encerradas');
    expect(html).toContain(`<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">`);
  });

  it('serves a class whose sign-ups have passed as closed, with no checkout and no price', async () => {
    await storeSettings({
      ...FUTURE,
      executive_training_offer: SITE_SETTINGS_PLACEHOLDERS.executive_training_offer,
    });
    const root = rootOf((await page('/formacaoexecutiva')).html);
    expect(root).toContain('Inscrições encerradas para esta turma');
    expect(root).toContain('Quero ser avisado da próxima turma');
    expect(root).not.toContain('R$ 5.859');
    expect(root).not.toContain(SITE_SETTINGS_PLACEHOLDERS.executive_training_offer.checkout_url);
    expect(root).not.toMatch(/últimas vagas/i);
  });

  it('serves the 2030 course at both addresses, its checkout from the settings', async () => {
    await storeSettings(FUTURE);
    for (const path of ['/revolucao-2030', '/2030revolucaotech']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(rootOf(html)).toContain('href="https://checkout.integration.example.org/2030"');
      expect(rootOf(html)).toContain('R$ 347');
    }
  });

  it('answers an unknown query parameter with a redirect to the page', async () => {
    const response = await fetch(hostingUrl('/formacaoexecutiva?utm_source=x'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/formacaoexecutiva');
  });
});
