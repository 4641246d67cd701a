import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  sourceFingerprint,
} from '@cvc/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import { withDomainRules } from '../../../admin/src/providers/domainRules';
import { takenSlugsIn } from '../../../admin/src/providers/takenSlugs';
import { rulesProject } from './staff-client';

// What each console form would submit (raw form values: empty optionals as '', numbers from number inputs).
const FORMS = {
  news: {
    title: 'Nova rodada',
    summary: 'Resumo',
    content: 'Um.\nDois.',
    image_url: '',
    status: 'published',
  },
  columnists: { name: 'Ana Lima', bio: 'Investidora', photo_url: '', linkedin_url: '' },
  reports: {
    title: 'Panorama',
    description: 'Estudo',
    pdf_url: '/files/r.pdf',
    is_free: false,
    price: 49.9,
    checkout_url: 'https://pay.example/p',
  },
  partners: {
    name: 'Pinhal',
    logo_url: '/images/seed/logo-pinhal-capital.svg',
    website_url: '',
    display_order: 2,
  },
  maintainers: { name: 'Aurora', logo_url: '/images/seed/logo-aurora-energia.svg', display_order: 0 },
  participants: { name: 'Ipê', logo_url: '/images/seed/logo-ipe-telecom.svg', display_order: 1 },
  suppliers: {
    name: 'Lacerda',
    description: 'Advocacia',
    category: 'Escritórios de Advocacia',
    services: ['M&A', ''],
    featured: true,
    status: 'active',
  },
  events: {
    title: 'Encontro CVC',
    date: '2026-03-10',
    location: 'São Paulo',
    description: 'Curto',
    start_time: '19:00',
    end_time: '',
    sponsor_logos: [{ name: 'Aurora', logo_url: '/images/seed/logo-aurora-energia.svg' }],
    enabled: true,
  },
  'market-sectors': { name: 'Energia', cvcs: 12, maturity: 72.5, percentage: 18 },
} satisfies Record<string, Record<string, unknown>>;

let project: Awaited<ReturnType<typeof rulesProject>>;
beforeAll(async () => {
  project = await rulesProject('demo-admin-writes');
});
afterAll(() => project.close());

describe('the console writes what firestore.rules accept', () => {
  it('lets an admin create, edit, list and delete every entity', async () => {
    const provider = withDomainRules(createDataProvider(await project.staff('admin', { role: 'admin' })));
    const { data: columnist } = await provider.create('columnists', { data: FORMS.columnists });
    const forms = { ...FORMS, opinions: { ...FORMS.news, columnist_id: columnist.id, partner_logo_url: '' } };
    for (const [resource, form] of Object.entries(forms)) {
      const { data: created } = await provider.create(resource, { data: form });
      const { data: edited } = await provider.update(resource, {
        id: created.id,
        data: { ...created, status: created.status === 'published' ? 'draft' : created.status },
        previousData: created,
      });
      expect(edited.id, resource).toBe(created.id);
      const { total } = await provider.getList(resource, {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(total, resource).toBeGreaterThan(0);
      await provider.delete(resource, { id: created.id, previousData: created });
    }
  });

  it('keeps the published date when an article goes back to draft', async () => {
    const provider = withDomainRules(
      createDataProvider(await project.staff('editor', { perms: { news: true } })),
    );
    const { data: created } = await provider.create('news', { data: FORMS.news });
    expect(created.published_at).toBeInstanceOf(Date);
    expect(created.created_at).toBeInstanceOf(Date);
    const { data: draft } = await provider.update('news', {
      id: created.id,
      data: { ...created, status: 'draft' },
      previousData: created,
    });
    expect(draft.published_at).toEqual(created.published_at);
    expect(draft.slug).toBe('nova-rodada');
  });

  it('stores translations the rules accept: slugs per language, outdated, marked current, filtered by state', async () => {
    const db = await project.staff('translator', { perms: { news: true, events: true } });
    const provider = withDomainRules(createDataProvider(db), undefined, takenSlugsIn(db));
    const english = { title: 'New round', summary: 'Summary', content: 'One.' };
    // Another item already answers at /en/artigo/new-round: the translation takes the first free suffix.
    const { data: other } = await provider.create('news', {
      data: { ...FORMS.news, title: 'Outra', translations: { en: english } },
    });
    expect(other.translations.en.slug).toBe('new-round');
    const { data: created } = await provider.create('news', {
      data: { ...FORMS.news, translations: { en: english, es: { ...english, title: 'Nueva ronda' } } },
    });
    expect(created.translations.en.slug).toBe('new-round-2');
    expect(created.translations.es.slug).toBe('nueva-ronda');
    expect(created.translation_state).toEqual({ en: 'current', es: 'current' });

    // The form's record as react-admin's cache holds it after a save: dates as ISO strings.
    const cached = JSON.parse(JSON.stringify(created)) as typeof created;
    const { data: outdated } = await provider.update('news', {
      id: created.id,
      data: { ...cached, title: 'Nova rodada ampliada' },
      previousData: cached,
    });
    expect(outdated.translation_state).toEqual({ en: 'outdated', es: 'outdated' });
    const stored = (await project.adminDb.collection(COLLECTIONS.news).doc(created.id).get()).data()!;
    expect(stored.translations.en.translated_at).toBeInstanceOf(Timestamp);

    const marked = JSON.parse(JSON.stringify(outdated)) as typeof outdated;
    marked.translations.en.source_fingerprint = sourceFingerprint('news', marked);
    const { data: current } = await provider.update('news', {
      id: created.id,
      data: marked,
      previousData: marked,
    });
    expect(current.translation_state).toEqual({ en: 'current', es: 'outdated' });

    const { data: event } = await provider.create('events', {
      data: {
        ...FORMS.events,
        translations: { es: { title: 'Encuentro', description: 'Corto', location: 'SP' } },
      },
    });
    expect(event.translation_state).toEqual({ en: 'missing', es: 'current' });
    const { data: untranslated } = await provider.getList('events', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'date', order: 'DESC' },
      filter: { translation_state: { en: 'missing', es: 'current' } },
    });
    expect(untranslated.map((row) => row.id)).toContain(event.id);
    for (const [resource, item] of [
      ['news', other],
      ['news', created],
      ['events', event],
    ] as const)
      await provider.delete(resource, { id: item.id, previousData: item });
  });

  it('refuses areas a key does not cover, with a Firestore error the console reports as such', async () => {
    const provider = withDomainRules(
      createDataProvider(await project.staff('participants', { perms: { participants: true } })),
    );
    await expect(provider.create('participants', { data: FORMS.participants })).resolves.toBeTruthy();
    await expect(provider.create('maintainers', { data: FORMS.maintainers })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(provider.create('news', { data: FORMS.news })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('saves the site settings over a document from before the course offers, dropping its retired keys', async () => {
    const settingsAdmin = await project.staff('settings', { role: 'admin' });
    const provider = withDomainRules(createDataProvider(settingsAdmin));
    const { executive_training_offer, course_2030_offer, ...addresses } = SITE_SETTINGS_PLACEHOLDERS;
    const legacy = {
      ...addresses,
      executive_training_checkout_url: 'https://checkout.example.org/formacao-executiva',
      course_2030_checkout_url: 'https://checkout.example.org/revolucao-tech-2030',
    };
    const ref = project.adminDb.collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID);
    await ref.set(legacy);
    const { data: stored } = await provider.getOne('site-settings', { id: SITE_SETTINGS_DOC_ID });
    // The form shows what is stored plus the offers the admin fills in.
    const form = { ...stored, executive_training_offer, course_2030_offer };
    await provider.update('site-settings', { id: SITE_SETTINGS_DOC_ID, data: form, previousData: stored });
    const saved = (await ref.get()).data();
    expect(saved).not.toHaveProperty('executive_training_checkout_url');
    expect(saved).not.toHaveProperty('course_2030_checkout_url');
    // Stamped with the admin who saved, whom the change history names.
    // The identity's defaults ride with the placeholders for the pages; they are stored in site_identity.
    const {
      association: _association,
      leadership: _leadership,
      venture_lab_cases: _cases,
      training_partners: _partners,
      profiles: _profiles,
      ...settings
    } = SITE_SETTINGS_PLACEHOLDERS;
    expect(saved).toEqual({ ...settings, updated_by: settingsAdmin.uid });
  });
});
