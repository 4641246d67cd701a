import {
  SITE_IDENTITY_DEFAULTS,
  SITE_SETTINGS_PLACEHOLDERS,
  columnistSchema,
  cvcSchema,
  eventSchema,
  marketSectorSchema,
  newsSchema,
  opinionSchema,
  partnerSchema,
  reportSchema,
  siteIdentitySchema,
  siteSettingsSchema,
  supplierSchema,
  SUPPLIER_CATEGORIES,
} from '@cvc/domain';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  SimpleForm,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../layout/theme';
import { i18nProvider } from '../providers/i18nProvider';
import { ColumnistInputs } from '../resources/columnists/ColumnistInputs';
import { CvcInputs } from '../resources/cvcs/CvcInputs';
import { EventInputs } from '../resources/events/EventInputs';
import { MarketSectorInputs } from '../resources/market-sectors/MarketSectorInputs';
import { EditionInputs } from '../resources/newsletter-editions/EditionInputs';
import { editionDraftSchema } from '../providers/editionDraft';
import { NewsInputs } from '../resources/news/NewsInputs';
import { OpinionInputs } from '../resources/opinions/OpinionInputs';
import { PartnerInputs } from '../resources/partners/PartnerInputs';
import { ReportInputs } from '../resources/reports/ReportInputs';
import { IdentityInputs } from '../resources/site-settings/IdentityInputs';
import { SiteSettingsInputs } from '../resources/site-settings/SiteSettingsInputs';
import { SupplierInputs } from '../resources/suppliers/SupplierInputs';
import type { Parser } from './zodValidator';

const ADMIN: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ role: 'admin' }),
};

// The opinion form's columnist choices.
const COLUMNIST = { id: 'c1', name: 'Mariana' };
const url = 'https://cvc.example.org/a';
const image = 'https://cvc.example.org/a.png';

/**
 * Each console form, filled with a record its schema accepts (every input in view, a paid report's too); a
 * translated item with its English version started, whose required fields are marked as the original's are.
 */
const FORMS: [name: string, resource: string, inputs: ReactNode, schema: Parser, record: object][] = [
  [
    'columnist',
    'columnists',
    <ColumnistInputs />,
    columnistSchema,
    {
      name: 'A',
      bio: 'B',
      position: 'P',
      company: 'C',
      photo_url: image,
      linkedin_url: url,
      translations: { en: { position: 'P', bio: 'B' } },
    },
  ],
  [
    'CVC',
    'cvcs',
    <CvcInputs />,
    cvcSchema,
    { name: 'A', sector: 'S', portfolio_startups: 1, investments: 1, main_stage: 'Seed' },
  ],
  [
    'event',
    'events',
    <EventInputs />,
    eventSchema,
    {
      title: 'T',
      date: '2030-01-01',
      start_time: '10:00',
      end_time: '12:00',
      location: 'L',
      description: 'D',
      full_description: 'F',
      image_url: image,
      registration_url: url,
      sponsors: 'S',
      sponsor_logos: [],
      capacity: 10,
      enabled: true,
      translations: { en: { title: 'T', description: 'D', full_description: 'F', location: 'L' } },
    },
  ],
  [
    'news',
    'news',
    <NewsInputs />,
    newsSchema,
    {
      title: 'T',
      summary: 'S',
      content: 'C',
      source_url: url,
      image_url: image,
      cvcs_mentioned: [],
      status: 'draft',
      translations: { en: { title: 'T', summary: 'S', content: 'C' } },
    },
  ],
  [
    'opinion',
    'opinions',
    <OpinionInputs />,
    opinionSchema,
    {
      columnist_id: 'c1',
      title: 'T',
      summary: 'S',
      content: 'C',
      image_url: image,
      partner_logo_url: image,
      source_url: url,
      status: 'draft',
      translations: { en: { title: 'T', summary: 'S', content: 'C' } },
    },
  ],
  [
    'partner',
    'partners',
    <PartnerInputs />,
    partnerSchema,
    { name: 'N', logo_url: image, website_url: url, display_order: 0, partner_type: 'partner' },
  ],
  [
    'paid report',
    'reports',
    <ReportInputs />,
    reportSchema,
    {
      title: 'T',
      description: 'D',
      pdf_url: 'https://cvc.example.org/r.pdf',
      cover_image_url: image,
      category: 'C',
      is_free: false,
      price: 10,
      checkout_url: url,
      translations: { en: { title: 'T', description: 'D', category: 'C' } },
    },
  ],
  [
    'supplier',
    'suppliers',
    <SupplierInputs />,
    supplierSchema,
    {
      name: 'N',
      description: 'D',
      category: SUPPLIER_CATEGORIES[0],
      services: [],
      website_url: url,
      contact_email: 'a@cvc.example.org',
      contact_phone: '11999999999',
      logo_url: image,
      featured: false,
      status: 'active',
      translations: { en: { description: 'D', services: ['S'] } },
    },
  ],
  [
    'market sector',
    'market-sectors',
    <MarketSectorInputs />,
    marketSectorSchema,
    { name: 'N', cvcs: 1, maturity: 10, percentage: 10 },
  ],
  [
    'newsletter edition',
    'newsletter-editions',
    <EditionInputs />,
    editionDraftSchema,
    {
      subject_pt: 'S',
      subject_en: 'S',
      subject_es: 'S',
      intro_pt: 'I',
      intro_en: 'I',
      intro_es: 'I',
      news_ids: [],
      opinion_ids: [],
      report_ids: [],
      event_ids: [],
    },
  ],
  ['site settings', 'site-settings', <SiteSettingsInputs />, siteSettingsSchema, SITE_SETTINGS_PLACEHOLDERS],
  ['identity', 'site-identity', <IdentityInputs />, siteIdentitySchema, SITE_IDENTITY_DEFAULTS],
];

/** `record` with the value at a dotted path (`media_links.0.url`) emptied as react-admin empties it: null. */
function emptied(record: object, path: string): object {
  const copy = structuredClone(record) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  // A path into a translation the record does not hold (the other language's tab) is created empty.
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = null;
  return copy;
}

/**
 * The label a member sees for a field: its `<label for>`, or for a select (whose native input is hidden) the
 * element its combobox is labelled by.
 */
function labelOf(container: HTMLElement, field: HTMLInputElement): Element | null {
  const label = field.id ? container.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
  if (label) return label;
  const combobox = field.parentElement?.querySelector('[role="combobox"][aria-labelledby]');
  const labelId = combobox?.getAttribute('aria-labelledby')?.split(' ')[0];
  return labelId ? container.querySelector(`#${CSS.escape(labelId)}`) : null;
}

describe('every field a form cannot save empty is marked required (asterisk, and required for assistive tech)', () => {
  for (const [name, resource, inputs, schema, record] of FORMS) {
    it(`the ${name} form`, async () => {
      expect(schema.safeParse(record).success, 'the sample record is valid').toBe(true);
      const { container } = render(
        <AdminContext
          dataProvider={testDataProvider({
            getList: async () => ({ data: [COLUMNIST], total: 1 }),
            getMany: async () => ({ data: [COLUMNIST] }),
          } as never)}
          i18nProvider={i18nProvider}
          authProvider={ADMIN}
          theme={consoleTheme}
        >
          <ResourceContextProvider value={resource}>
            <SimpleForm record={record} onSubmit={() => undefined}>
              {inputs}
            </SimpleForm>
          </ResourceContextProvider>
        </AdminContext>,
      );
      await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
      // A checkbox or a radio group always holds a value: only fields a member can clear are asked about.
      const fields = [...container.querySelectorAll<HTMLInputElement>('input[name], textarea[name]')].filter(
        (field) => field.type !== 'checkbox' && field.type !== 'radio',
      );
      const sources = [...new Set(fields.map((field) => field.name))];
      expect(sources.length, 'inputs rendered').toBeGreaterThan(1);
      const refusedEmpty = sources.filter((source) => !schema.safeParse(emptied(record, source)).success);
      const marked = sources.filter((source) =>
        fields.some((field) => field.name === source && field.required),
      );
      expect(marked.sort()).toEqual(refusedEmpty.sort());
      // The visible mark: react-admin's asterisk after each required field's label. A required field without
      // a label fails: it would show no asterisk, and nothing here would look for one.
      const required = fields.filter((field) => field.required);
      for (const field of required) {
        const label = labelOf(container, field);
        expect(label, `${field.name}: its label`).not.toBeNull();
        expect(label!.textContent, field.name).toMatch(/\*$/);
      }
    });
  }
});
