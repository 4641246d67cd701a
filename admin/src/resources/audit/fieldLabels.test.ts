import {
  AUDITED_CONTENT,
  AUDITED_FIELDS_ONLY,
  COLLECTIONS,
  REPORT_FILE_FIELDS,
  columnistSchema,
  cvcSchema,
  eventSchema,
  marketSectorSchema,
  newsSchema,
  opinionSchema,
  partnerSchema,
  reportFileSchema,
  reportSchema,
  siteIdentitySchema,
  siteSettingsSchema,
  supplierSchema,
} from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../providers/resources';
import { fieldLabel, resourceOfCollection } from './fieldLabels';

// Every field an audited collection stores is named in the history by its form's label, never by its raw name:
// the stored fields are read off the domain schemas the forms save through, plus the fields the data layer
// derives on save (providers/domainRules.ts, the resources' createdAt).

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
};
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The object shape(s) under a schema's wrappers (optional, default, pipes, unions). */
function shapes(schema: unknown): Record<string, unknown>[] {
  const def = defOf(schema);
  if (def.type === 'object') return [def.shape!];
  // A transform pipe holds its shape on the way in; a preprocess (the translations) on the way out.
  if (def.type === 'pipe') return shapes(def.in).length > 0 ? shapes(def.in) : shapes(def.out);
  if (def.type === 'union') return def.options!.flatMap(shapes);
  if (def.innerType) return shapes(def.innerType);
  return [];
}

/** Form fields the data layer turns into others on save: the schedule becomes published_at. */
const FORM_ONLY = ['publish_at'];

/**
 * The paths the history shows of a stored document, as changeLines opens them: a field with a label of its own
 * is one line; a map without one opens into its fields.
 */
function storedPaths(collection: string, schema: unknown, prefix = ''): string[] {
  const fields = new Set(
    shapes(schema)
      .flatMap((shape) => Object.keys(shape))
      .filter((field) => !FORM_ONLY.includes(field)),
  );
  return [...fields].flatMap((field) => {
    const path = prefix + field;
    const inner = shapes(schema).find((shape) => field in shape)![field];
    const opens = !fieldLabel(collection, path) && shapes(inner).length > 0;
    return opens ? storedPaths(collection, inner, `${path}.`) : [path];
  });
}

const createdAt = (resource: string) =>
  RESOURCES[resource]?.createdAt ? [RESOURCES[resource].createdAt] : [];
const PUBLICATION = ['slug', 'published_at'];

const STORED: Record<string, string[]> = {
  [COLLECTIONS.news]: [...storedPaths('news', newsSchema), ...PUBLICATION, ...createdAt('news')],
  [COLLECTIONS.opinions]: [
    ...storedPaths('opinions', opinionSchema),
    ...PUBLICATION,
    ...createdAt('opinions'),
  ],
  [COLLECTIONS.columnists]: [...storedPaths('columnists', columnistSchema), ...createdAt('columnists')],
  [COLLECTIONS.reports]: [
    ...storedPaths('reports', reportSchema).filter(
      (f) => !(REPORT_FILE_FIELDS as readonly string[]).includes(f),
    ),
    'published_at',
  ],
  [COLLECTIONS.reportFiles]: storedPaths(COLLECTIONS.reportFiles, reportFileSchema),
  [COLLECTIONS.partners]: [...storedPaths('partners', partnerSchema), 'is_maintainer'],
  [COLLECTIONS.suppliers]: storedPaths('suppliers', supplierSchema),
  [COLLECTIONS.events]: [...storedPaths('events', eventSchema), 'published_at'],
  [COLLECTIONS.marketSectors]: storedPaths(COLLECTIONS.marketSectors, marketSectorSchema),
  [COLLECTIONS.cvcs]: [...storedPaths('cvcs', cvcSchema), 'name_key'],
  [COLLECTIONS.siteSettings]: storedPaths(COLLECTIONS.siteSettings, siteSettingsSchema),
  [COLLECTIONS.siteIdentity]: storedPaths(COLLECTIONS.siteIdentity, siteIdentitySchema),
  ...Object.fromEntries(Object.entries(AUDITED_FIELDS_ONLY).map(([c, fields]) => [c, [...fields]])),
};

describe('the history’s field labels', () => {
  it('cover every audited collection', () => {
    expect(Object.keys(STORED).sort()).toEqual(
      [...AUDITED_CONTENT, ...Object.keys(AUDITED_FIELDS_ONLY)].sort(),
    );
  });

  for (const [collection, paths] of Object.entries(STORED)) {
    it(`name every field ${collection} stores, as its form does`, () => {
      expect(paths.length).toBeGreaterThan(0);
      const unnamed = paths.filter((path) => !fieldLabel(collection, path));
      expect(unnamed).toEqual([]);
    });
  }

  it('are the labels the forms show', () => {
    expect(fieldLabel(COLLECTIONS.events, 'full_description')).toBe('Descrição completa');
    expect(fieldLabel(COLLECTIONS.events, 'sponsor_logos')).toBe('Logos dos patrocinadores');
    expect(fieldLabel(COLLECTIONS.reportFiles, 'pdf_url')).toBe('URL do PDF');
    expect(fieldLabel(COLLECTIONS.events, 'translations.en.full_description')).toBe(
      'Tradução em inglês: Descrição completa',
    );
    expect(fieldLabel(COLLECTIONS.news, 'translation_state.es')).toBe('Estado das traduções: Espanhol');
    expect(fieldLabel(COLLECTIONS.siteSettings, 'privacy.dpo_email')).toBe('Encarregado (DPO): e-mail');
    expect(fieldLabel(COLLECTIONS.adminUsers, 'lead_alerts')).toBe('Receber alerta a cada novo lead');
  });

  it("find each collection's screen: the whole collection's, a private half's owner, the staff screen", () => {
    expect(resourceOfCollection(COLLECTIONS.partners)).toBe('partners');
    expect(resourceOfCollection(COLLECTIONS.marketSectors)).toBe('market-sectors');
    expect(resourceOfCollection(COLLECTIONS.reportFiles)).toBe('reports');
    expect(resourceOfCollection(COLLECTIONS.siteIdentity)).toBe('site-identity');
    expect(resourceOfCollection(COLLECTIONS.adminUsers)).toBe('staff');
  });
});
