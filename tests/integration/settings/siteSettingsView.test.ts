import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  SITE_IDENTITY_DOC_ID,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  SITE_SETTINGS_VIEW_DOC_ID,
} from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { siteSettingsViewSettled } from '../../support/site-settings-view';
import { jsonLdBlocks } from '../share/jsonLd';

// The pages read one document, the view the triggers compose from the stored settings and identity: a save of
// either reaches the view, and so the next render, with each part checked.

const settingsDoc = () => adminFirestore().collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID);
const identityDoc = () => adminFirestore().collection(COLLECTIONS.siteIdentity).doc(SITE_IDENTITY_DOC_ID);
const view = async () =>
  (
    await adminFirestore().collection(COLLECTIONS.siteSettingsView).doc(SITE_SETTINGS_VIEW_DOC_ID).get()
  ).data()!;

let settings: DocumentData;
let identity: DocumentData;
beforeAll(async () => {
  settings = (await settingsDoc().get()).data()!;
  identity = (await identityDoc().get()).data()!;
});
afterAll(async () => {
  await settingsDoc().set(settings);
  await identityDoc().set(identity);
  await siteSettingsViewSettled();
});

describe('site_settings_view/public', () => {
  it('follows a save of the settings, and the next render of the home links the new address', async () => {
    const radar = `https://radar.example.org/v${Date.now()}`;
    await settingsDoc().set({ ...settings, radar_url: radar });
    await siteSettingsViewSettled();
    expect((await view()).radar_url).toBe(radar);
    expect(await (await fetch(hostingUrl('/'))).text()).toContain(`href="${radar}"`);
  });

  it('follows a save of the identity, keeping the settings, and the home describes the association saved, its profiles as sameAs', async () => {
    const president = { name: `Marina Teixeira ${Date.now()}`, photo_url: 'https://fotos.example.org/m.jpg' };
    const association = {
      name: `Associação IT ${Date.now()}`,
      postal_address: 'Rua do Teste, 10, Recife - PE',
    };
    const profiles = [
      { url: `https://www.linkedin.com/company/cvc-it-${Date.now()}` },
      { url: 'https://www.youtube.com/@cvc-it' },
    ];
    await identityDoc().set({
      ...identity,
      association,
      leadership: { ...identity.leadership, president },
      profiles,
    });
    await siteSettingsViewSettled();
    const composed = await view();
    expect(composed.leadership.president).toEqual(president);
    expect(composed.executive_training_offer).toEqual(settings.executive_training_offer);
    const [organization] = jsonLdBlocks(await (await fetch(hostingUrl('/'))).text());
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: association.name,
      address: { streetAddress: 'Rua do Teste, 10, Recife - PE' },
      sameAs: profiles.map((profile) => profile.url),
    });
  });

  it('holds only checked values: a hand-edited bad address reads as its placeholder, the identity stays', async () => {
    await settingsDoc().set({ ...settings, radar_url: 'javascript:alert(1)' });
    await siteSettingsViewSettled();
    const composed = await view();
    expect(composed.radar_url).toBe(SITE_SETTINGS_PLACEHOLDERS.radar_url);
    expect(composed).not.toHaveProperty('updated_by');
    expect(composed.venture_lab_cases).toEqual(identity.venture_lab_cases);
  });
});
