import {
  applyPublication,
  columnistSchema,
  eventSchema,
  marketSectorSchema,
  newsSchema,
  opinionSchema,
  partnerSchema,
  reportSchema,
  siteSettingsSchema,
  supplierSchema,
  type PartnerType,
} from '@cvc/domain';
import {
  type CreateParams,
  type DataProvider,
  type ResourceCallbacks,
  type UpdateParams,
  withLifecycleCallbacks,
} from 'react-admin';

type Parse = (data: unknown) => Record<string, unknown>;
type Previous = { published_at?: Date | null } | undefined;

/**
 * Every save goes through the domain schema of its entity, so what reaches Firestore is exactly the shape the
 * rules accept: trimmed, empty optionals as null, unknown keys dropped. The forms validate with the same
 * schemas first; parsing again here is what guarantees it for any caller of the dataProvider.
 */
function saving(
  resource: string,
  parse: Parse,
  onCreate: (data: Record<string, unknown>) => object = (d) => d,
) {
  return {
    resource,
    beforeCreate: async (params: CreateParams) => ({ ...params, data: onCreate(parse(params.data)) }),
    beforeUpdate: async (params: UpdateParams) => ({ ...params, data: parse(params.data) }),
  } satisfies ResourceCallbacks;
}

/**
 * SPEC §4 for news and opinions: slug from the title on every save; published_at now on every save as
 * published, kept when saved as draft, null when created as draft.
 */
function publishing(resource: string, parse: Parse, now: () => Date) {
  const apply = (data: unknown, previous: Previous) =>
    applyPublication(
      parse(data) as { title: string; status: 'draft' | 'published' },
      previous ?? null,
      now(),
    );
  return {
    resource,
    beforeCreate: async (params: CreateParams) => ({ ...params, data: apply(params.data, undefined) }),
    beforeUpdate: async (params: UpdateParams) => ({
      ...params,
      data: apply(params.data, params.previousData as Previous),
    }),
  } satisfies ResourceCallbacks;
}

const partnerOf =
  (type: PartnerType): Parse =>
  (data) =>
    partnerSchema.parse({ ...(data as object), partner_type: type });

export function withDomainRules(provider: DataProvider, now: () => Date = () => new Date()): DataProvider {
  return withLifecycleCallbacks(provider, [
    publishing('news', (d) => newsSchema.parse(d), now),
    publishing('opinions', (d) => opinionSchema.parse(d), now),
    saving('columnists', (d) => columnistSchema.parse(d)),
    // Reports have no draft state: published when created (see domain Report).
    saving(
      'reports',
      (d) => reportSchema.parse(d),
      (data) => ({ ...data, published_at: now() }),
    ),
    // The Partners screen sets the type (the schema defaults it to partner); the other two force theirs.
    saving('partners', (d) => partnerSchema.parse(d)),
    saving('maintainers', partnerOf('maintainer')),
    saving('participants', partnerOf('participant')),
    saving('suppliers', (d) => supplierSchema.parse(d)),
    saving('events', (d) => eventSchema.parse(d)),
    saving('market-sectors', (d) => marketSectorSchema.parse(d)),
    saving('site-settings', (d) => siteSettingsSchema.parse(d)),
  ]);
}
