import {
  ARTICLE_BODY_FORMAT,
  applyPublication,
  articleBodyFormat,
  columnistSchema,
  cvcSchema,
  firstFreeSlug,
  isScheduled,
  publishAtOf,
  unpublishAtOf,
  slugCandidates,
  eventSchema,
  marketSectorSchema,
  newsSchema,
  opinionSchema,
  partnerSchema,
  reportSchema,
  siteIdentitySchema,
  siteSettingsSchema,
  supplierSchema,
  type PartnerType,
  type TranslatedCollection,
} from '@cvc/domain';
import {
  type CreateParams,
  type DataProvider,
  type GetOneResult,
  type RaRecord,
  type ResourceCallbacks,
  type UpdateParams,
  withLifecycleCallbacks,
} from 'react-admin';
import { editionDraftSchema } from './editionDraft';
import { recordDate } from './recordDate';
import { linesToMarkdown } from './markdownBody';
import { NO_SLUGS_TAKEN, type TakenSlugs } from './takenSlugs';
import { withTranslationSlugs, withTranslations } from './translationRules';

function withMarkdownBody(record: RaRecord): RaRecord {
  if (articleBodyFormat(record.content_format) === ARTICLE_BODY_FORMAT) return record;
  const content = typeof record.content === 'string' ? linesToMarkdown(record.content) : record.content;
  return { ...record, content, content_format: ARTICLE_BODY_FORMAT };
}

type Parse = (data: unknown) => Record<string, unknown>;
type Previous = { published_at?: Date | null; unpublish_at?: unknown } | undefined;

/** The stored record an edit started from, its publication time a Date however the cache held it. */
function previousOf(previousData: unknown): Previous {
  if (!previousData || typeof previousData !== 'object') return undefined;
  const record = previousData as { published_at?: unknown; unpublish_at?: unknown };
  return { published_at: recordDate(record.published_at), unpublish_at: record.unpublish_at };
}

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

/** A resource whose items carry translations: each save stores them with their bookkeeping. */
function savingTranslated(resource: TranslatedCollection, parse: Parse, now: () => Date) {
  return {
    resource,
    beforeCreate: async (params: CreateParams) => ({
      ...params,
      data: withTranslations(resource, parse(params.data), undefined, now()),
    }),
    beforeUpdate: async (params: UpdateParams) => ({
      ...params,
      data: withTranslations(resource, parse(params.data), params.previousData, now()),
    }),
  } satisfies ResourceCallbacks;
}

/**
 * SPEC §4 for news and opinions: slug from the title on every save; published_at now on every save as
 * published, kept when saved as draft, null when created as draft. Two items never share an address: a slug
 * another item of the kind holds (or once held: its old links redirect to it) gets the first free suffix,
 * `-2`, `-3`…
 */
function publishing(resource: 'news' | 'opinions', parse: Parse, now: () => Date, takenSlugs: TakenSlugs) {
  const apply = async (data: unknown, previousData: unknown, id: string | undefined) => {
    const previous = previousOf(previousData);
    const item = applyPublication(
      parse(data) as { title: string; status: 'draft' | 'published' },
      previous ?? null,
      now(),
    );
    const candidates = slugCandidates(item.slug);
    const taken = await takenSlugs(resource, candidates, id);
    const saved: Record<string, unknown> = {
      ...item,
      slug: firstFreeSlug(candidates, taken, now().getTime().toString(36)),
    };
    const translated = withTranslations(resource, saved, previousData, now());
    return withoutUnsetWithdrawal(
      await withTranslationSlugs(resource, translated, id, takenSlugs, now()),
      previous,
    );
  };
  return {
    resource,
    // Every save writes Markdown: a body stored as lines opens as the Markdown of the same paragraphs.
    afterGetOne: async (result: GetOneResult) => ({
      ...result,
      data: withPublishAt(withMarkdownBody(result.data), now()),
    }),
    beforeCreate: async (params: CreateParams) => ({
      ...params,
      data: await apply(params.data, undefined, undefined),
    }),
    beforeUpdate: async (params: UpdateParams) => ({
      ...params,
      data: await apply(params.data, params.previousData, String(params.id)),
    }),
  } satisfies ResourceCallbacks;
}

/**
 * Reports and events have no draft state: published when created (see domain Report), at the form's "Publicar
 * em" when it names a time (a schedule). An edit moves the date only when that field names one, or when it is
 * emptied on an item still scheduled (publish now); otherwise the stored date stays. An event always gets one
 * (the site's lists ask for it): an event stored before events had a publication time gets now on its first save.
 */
function scheduledPublishing(resource: 'reports' | 'events', parse: Parse, now: () => Date) {
  const split = (data: unknown) => {
    const { publish_at, ...item } = parse(data) as { publish_at?: Date | null; unpublish_at?: unknown };
    return { publish_at, item };
  };
  const needsDate = (stored: Date | null | undefined) =>
    stored ? isScheduled({ published_at: stored }, now()) : resource === 'events';
  return {
    resource,
    afterGetOne: async (result: GetOneResult) => ({ ...result, data: withPublishAt(result.data, now()) }),
    beforeCreate: async (params: CreateParams) => {
      const { publish_at, item } = split(params.data);
      const translated: Record<string, unknown> = {
        ...withTranslations(resource, item, undefined, now()),
        published_at: publish_at ?? now(),
      };
      return { ...params, data: withoutUnsetWithdrawal(translated, undefined) };
    },
    beforeUpdate: async (params: UpdateParams) => {
      const { publish_at, item } = split(params.data);
      const stored = previousOf(params.previousData)?.published_at;
      const published_at = publish_at ?? (needsDate(stored) ? now() : undefined);
      const translated = withTranslations(resource, item, params.previousData, now());
      const data = withoutUnsetWithdrawal(translated, previousOf(params.previousData));
      return { ...params, data: published_at ? { ...data, published_at } : data };
    },
  } satisfies ResourceCallbacks;
}

/**
 * An empty unpublish time is written only to clear one the item holds (the edit form shows none as ''): an
 * item that never had one keeps no such key, so its history shows no change.
 */
function withoutUnsetWithdrawal<T extends { unpublish_at?: unknown }>(data: T, previous: Previous): T {
  const held = previous?.unpublish_at;
  if (data.unpublish_at != null || (held != null && held !== '')) return data;
  const { unpublish_at: _unset, ...rest } = data;
  return rest as T;
}

/**
 * The edit form opens a scheduled item with its time in "Publicar em", so a save keeps the schedule, and its
 * unpublish time as the same São Paulo field shows it.
 */
function withPublishAt(record: RaRecord, now: Date): RaRecord {
  const publishedAt = recordDate(record.published_at);
  const unpublishAt = recordDate(record.unpublish_at);
  return { ...record, publish_at: publishAtOf(publishedAt, now), unpublish_at: unpublishAtOf(unpublishAt) };
}

const partnerOf =
  (type: PartnerType): Parse =>
  (data) =>
    partnerSchema.parse({ ...(data as object), partner_type: type });

export function withDomainRules(
  provider: DataProvider,
  now: () => Date = () => new Date(),
  takenSlugs: TakenSlugs = NO_SLUGS_TAKEN,
): DataProvider {
  return withLifecycleCallbacks(provider, [
    publishing('news', (d) => newsSchema.parse(d), now, takenSlugs),
    publishing('opinions', (d) => opinionSchema.parse(d), now, takenSlugs),
    savingTranslated('columnists', (d) => columnistSchema.parse(d), now),
    scheduledPublishing('reports', (d) => reportSchema.parse(d), now),
    // The Partners screen sets the type (the schema defaults it to partner); the other two force theirs.
    saving('partners', (d) => partnerSchema.parse(d)),
    saving('maintainers', partnerOf('maintainer')),
    saving('participants', partnerOf('participant')),
    savingTranslated('suppliers', (d) => supplierSchema.parse(d), now),
    scheduledPublishing('events', (d) => eventSchema.parse(d), now),
    saving('market-sectors', (d) => marketSectorSchema.parse(d)),
    // The lookup key /api/cvc-info matches comes out of the schema, derived from the name on every save.
    saving('cvcs', (d) => cvcSchema.parse(d)),
    saving('site-settings', (d) => siteSettingsSchema.parse(d)),
    saving('site-identity', (d) => siteIdentitySchema.parse(d)),
    // Staff save editions as drafts only; the list shows when each was last changed.
    saving('newsletter-editions', (d) => ({ ...editionDraftSchema.parse(d), updated_at: now() })),
  ]);
}
