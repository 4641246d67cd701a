import {
  AUDIT_LOG_COLLECTION,
  COLLECTIONS,
  CVC_DIRECTORY_COLLECTION,
  LEAD_SEARCH_FIELD,
  PREVIOUS_SLUGS_FIELD,
  SITE_SEARCH_COLLECTION,
  TRANSLATION_LANGUAGES,
  previousSlugsFieldOf,
} from '@cvc/domain';
import { RESOURCES, type ResourceConfig } from '../../../admin/src/providers/resources';

/** One query the site, the admin or a function makes, reduced to what decides its index. */
export interface QuerySpec {
  who: string;
  collection: string;
  /** Equality and `in` filters. */
  equals?: string[];
  /** `array-contains` filters (the index holds the field with arrayConfig CONTAINS). */
  contains?: string[];
  /** A range, `!=` or `not-in` filter (Firestore orders by it implicitly when no orderBy names it). */
  inequality?: string;
  orderBy?: [field: string, direction: 'asc' | 'desc'][];
}

/** A hand-listed query and the source file that makes it (the check fails on a querying file left out). */
export interface SourcedQuery extends QuerySpec {
  file: string;
}

export const DATA_PROVIDER_FILE = 'admin/src/providers/dataProvider.ts';

/** Every subset of `items`, the empty one first. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((set) => [...set, item])], [[]]);
}

/**
 * What the console's dataProvider can ask of Firestore for each react-admin list: the resource's scope plus any
 * combination of its filters, as `where`s, ordered by any sortable field in either direction. `sortable` and
 * `filters` are what the screens offer (admin/src/resources/listSorts.test.tsx), so a new sortable column or
 * filter lands here by itself.
 */
export function adminListQueries(resources: Record<string, ResourceConfig> = RESOURCES): QuerySpec[] {
  return Object.entries(resources).flatMap(([resource, config]) => [
    ...listQueries(resource, config, subsets(config.filters ?? []), config.sortable ?? []),
    // A narrow filter (any non-empty set of them, with any of the others) goes with its one sort.
    ...(config.narrowFilters
      ? listQueries(
          resource,
          config,
          subsets(config.narrowFilters.fields)
            .filter((narrow) => narrow.length > 0)
            .flatMap((narrow) => subsets(config.filters ?? []).map((others) => [...others, ...narrow])),
          [config.narrowFilters.sort],
        )
      : []),
  ]);
}

function listQueries(
  resource: string,
  config: ResourceConfig,
  filterSets: string[][],
  sorts: readonly string[],
): QuerySpec[] {
  return filterSets.flatMap((filters) =>
    sorts.flatMap((field) =>
      (['asc', 'desc'] as const).map((direction): QuerySpec => ({
        who: `admin: ${resource}${filters.length ? ` by ${filters.join(', ')}` : ''}, ${field} ${direction}`,
        collection: config.collection,
        equals: [...Object.keys(config.scope ?? {}), ...filters],
        orderBy: [[field, direction]],
      })),
    ),
  );
}

const C = COLLECTIONS;

/**
 * The leads screen (the dataProvider's getList of `leads`): any combination of the status and source
 * filters and the search token, with or without the created_at range, newest first; the live first page,
 * older pages and the export all make this one shape.
 */
function leadsScreenQueries(): SourcedQuery[] {
  return subsets(['status', 'source']).flatMap((equals) =>
    [[], [LEAD_SEARCH_FIELD]].flatMap((contains) =>
      [undefined, 'created_at'].map((inequality): SourcedQuery => ({
        who: `admin: leads${[...contains, ...equals].length ? ` by ${[...contains, ...equals].join(', ')}` : ''}${inequality ? ', date range' : ''}, newest first`,
        file: DATA_PROVIDER_FILE,
        collection: C.leads,
        equals,
        contains,
        ...(inequality ? { inequality } : {}),
        orderBy: [['created_at', 'desc']],
      })),
    ),
  );
}
/**
 * The change history (admin/src/resources/audit/, through the dataProvider): a record's Histórico tab, and
 * Auditoria by any of person and collection, with or without a date range, always newest first.
 */
function auditScreenQueries(): SourcedQuery[] {
  const newestFirst: SourcedQuery['orderBy'] = [['at', 'desc']];
  return [
    {
      who: "admin: a record's Histórico, newest first",
      file: DATA_PROVIDER_FILE,
      collection: AUDIT_LOG_COLLECTION,
      equals: ['collection', 'doc_id'],
      orderBy: newestFirst,
    },
    {
      who: "admin: a record's changes since its translation was written, newest first",
      file: DATA_PROVIDER_FILE,
      collection: AUDIT_LOG_COLLECTION,
      equals: ['collection', 'doc_id'],
      inequality: 'at',
      orderBy: newestFirst,
    },
    ...subsets(['by_email', 'collection']).flatMap((equals) =>
      [undefined, 'at'].map((inequality): SourcedQuery => ({
        who: `admin: Auditoria${equals.length ? ` by ${equals.join(', ')}` : ''}${inequality ? ', date range' : ''}, newest first`,
        file: DATA_PROVIDER_FILE,
        collection: AUDIT_LOG_COLLECTION,
        equals,
        ...(inequality ? { inequality } : {}),
        orderBy: newestFirst,
      })),
    ),
  ];
}
const publishedList = (collection: string, who: string): SourcedQuery => ({
  who,
  file: 'site/src/data/publishedQuery.ts',
  collection,
  equals: ['status'],
  inequality: 'published_at',
  orderBy: [['published_at', 'desc']],
});
const bySlug = (collection: string, who: string): SourcedQuery => ({
  who,
  file: 'site/src/data/articleBySlug.ts',
  collection,
  equals: ['slug', 'status'],
  inequality: 'published_at',
});
const logos = (who: string, file: string, equals: string[]): SourcedQuery => ({
  who,
  file,
  collection: C.partners,
  equals,
  orderBy: [['display_order', 'asc']],
});

// SPEC §7 public reads, the console's own listeners and the functions' queries.
export const SOURCED_QUERIES: SourcedQuery[] = [
  publishedList(C.news, 'site: home latest news, /noticias page, latest other news'),
  bySlug(C.news, 'site: news article by slug'),
  publishedList(C.opinions, 'site: opinion highlights, /opinioes page, latest other opinion'),
  bySlug(C.opinions, 'site: opinion article by slug'),
  {
    who: 'site: home reports',
    file: 'site/src/data/latestReports.ts',
    collection: C.reports,
    inequality: 'published_at',
    orderBy: [['published_at', 'desc']],
  },
  {
    who: 'site: /reports',
    file: 'site/src/data/reportsPage.ts',
    collection: C.reports,
    inequality: 'published_at',
    orderBy: [['published_at', 'desc']],
  },
  {
    who: 'site: events section',
    file: 'site/src/data/enabledEvents.ts',
    collection: C.events,
    equals: ['enabled'],
    inequality: 'published_at',
    orderBy: [['date', 'asc']],
  },
  {
    who: 'site: supplier guide',
    file: 'site/src/data/activeSuppliers.ts',
    collection: C.suppliers,
    equals: ['status'],
    orderBy: [
      ['featured', 'desc'],
      ['name', 'asc'],
    ],
  },
  {
    who: 'site: search in the page language, the newest entries holding any of the terms',
    file: 'site/src/data/siteSearch.ts',
    collection: SITE_SEARCH_COLLECTION,
    equals: ['language'],
    contains: ['tokens'],
    inequality: 'visible_from',
    orderBy: [
      ['date', 'desc'],
      ['visible_from', 'desc'],
    ],
  },
  {
    who: 'site: search in the page language, the latest entries when nothing matched',
    file: 'site/src/data/siteSearch.ts',
    collection: SITE_SEARCH_COLLECTION,
    equals: ['language'],
    inequality: 'visible_from',
    orderBy: [
      ['date', 'desc'],
      ['visible_from', 'desc'],
    ],
  },
  {
    who: 'site: columnists of a page of opinions (by id)',
    file: 'site/src/data/columnistAuthor.ts',
    collection: C.columnists,
  },
  logos('site: participant logo strip', 'site/src/data/participantLogos.ts', ['partner_type']),
  logos('site: supporters', 'site/src/data/supporterLogos.ts', ['is_maintainer', 'partner_type']),
  logos('site: maintainers', 'site/src/data/maintainerLogos.ts', ['is_maintainer']),
  logos('site: logos, in display order', 'site/src/data/partnerLogo.ts', []),
  ...leadsScreenQueries(),
  ...auditScreenQueries(),
  {
    who: 'functions: sitemap (news)',
    file: 'functions/src/render/sitemap.ts',
    collection: C.news,
    equals: ['status'],
    orderBy: [['published_at', 'desc']],
  },
  {
    who: 'functions: sitemap (opinions)',
    file: 'functions/src/render/sitemap.ts',
    collection: C.opinions,
    equals: ['status'],
    orderBy: [['published_at', 'desc']],
  },
  ...[C.news, C.opinions].map((collection): SourcedQuery => ({
    who: `functions: the ${collection} feed, newest published first`,
    file: 'functions/src/render/feed.ts',
    collection,
    equals: ['status'],
    inequality: 'published_at',
    orderBy: [['published_at', 'desc']],
  })),
  ...[C.news, C.opinions].flatMap((collection): SourcedQuery[] => [
    {
      who: `functions: the ${collection} article once public under an old slug (301 to its address)`,
      file: 'functions/src/render/previousSlugRedirect.ts',
      collection,
      equals: ['status'],
      contains: [PREVIOUS_SLUGS_FIELD],
      orderBy: [['published_at', 'desc']],
    },
    {
      who: `functions: a published ${collection} article holding an old slug as its current one`,
      file: 'functions/src/render/previousSlugRedirect.ts',
      collection,
      equals: ['slug', 'status'],
    },
    // Under /en and /es the old slug is either the Portuguese one or that language's: one query, either of two.
    ...TRANSLATION_LANGUAGES.flatMap((language): SourcedQuery[] => [
      {
        who: `functions: the ${collection} article once public under an old ${language} slug (an or query's half)`,
        file: 'functions/src/render/previousSlugRedirect.ts',
        collection,
        equals: ['status'],
        contains: [previousSlugsFieldOf(language)],
        orderBy: [['published_at', 'desc']],
      },
      {
        who: `functions: a published ${collection} article holding an old slug as its current ${language} one`,
        file: 'functions/src/render/previousSlugRedirect.ts',
        collection,
        equals: [`translations.${language}.slug`, 'status'],
      },
      {
        who: `site: a published ${collection} article by its ${language} slug (an article page in ${language})`,
        file: 'site/src/data/articleBySlug.ts',
        collection,
        equals: [`translations.${language}.slug`, 'status'],
        inequality: 'published_at',
      },
    ]),
  ]),
  ...[C.news, C.opinions].flatMap((collection): SourcedQuery[] => [
    {
      who: `admin: ${collection} holding a title's slug or a numbered suffix of it (one address per item)`,
      file: 'admin/src/providers/takenSlugs.ts',
      collection,
      equals: ['slug'],
    },
    {
      who: `admin: ${collection} that once had a title's slug or a numbered suffix of it`,
      file: 'admin/src/providers/takenSlugs.ts',
      collection,
      contains: [PREVIOUS_SLUGS_FIELD],
    },
    // A translation's slug is unique in its language; a Portuguese one in every language (one field each).
    ...TRANSLATION_LANGUAGES.flatMap((language): SourcedQuery[] => [
      {
        who: `admin: ${collection} whose ${language} translation holds a slug or a numbered suffix of it`,
        file: 'admin/src/providers/takenSlugs.ts',
        collection,
        equals: [`translations.${language}.slug`],
      },
      {
        who: `admin: ${collection} that once had a slug in ${language} or a numbered suffix of it`,
        file: 'admin/src/providers/takenSlugs.ts',
        collection,
        contains: [previousSlugsFieldOf(language)],
      },
    ]),
  ]),
  {
    who: 'functions: CVC info by name (fetch-cvc-info and the articles)',
    file: 'functions/src/public/cvcDirectory.ts',
    collection: CVC_DIRECTORY_COLLECTION,
    equals: ['name_key'],
  },
  {
    who: "functions: a report's latest history entry (the title of its file address's entries)",
    file: 'functions/src/audit/reportFileTitle.ts',
    collection: AUDIT_LOG_COLLECTION,
    equals: ['collection', 'doc_id'],
    orderBy: [['at', 'desc']],
  },
  {
    who: 'functions: staff admins',
    file: 'functions/src/staff/staffFirebase.ts',
    collection: C.adminUsers,
    equals: ['role'],
  },
  ...(['email', 'email_key'] as const).map((field): SourcedQuery => ({
    who: `functions: earlier leads from the same ${field} and source (repeat marking)`,
    file: 'functions/src/leads/leadRepeats.ts',
    collection: C.leads,
    equals: [field, 'source'],
    inequality: 'created_at',
    orderBy: [['created_at', 'desc']],
  })),
  {
    who: 'functions: staff who want new-lead alerts',
    file: 'functions/src/leads/alertStaffOfLead.ts',
    collection: C.adminUsers,
    equals: ['lead_alerts'],
  },
  ...(['email_key', 'email'] as const).map((field): SourcedQuery => ({
    who: `functions: a person's leads by ${field} (personalData)`,
    file: 'functions/src/privacy/heldRecords.ts',
    collection: C.leads,
    equals: [field],
  })),
  // Sign-ups, downloads and mail keep the address as typed: read through by document id, a page at a time.
  ...([C.eventRsvp, C.reportDownloads, C.mail] as const).map((collection): SourcedQuery => ({
    who: `functions: ${collection} read through by id for a person's records (personalData)`,
    file: 'functions/src/privacy/heldRecords.ts',
    collection,
  })),
  {
    who: "functions: an event's confirmed and waitlisted count (seats)",
    file: 'functions/src/events/seats.ts',
    collection: C.eventRsvp,
    equals: ['event_id', 'status'],
  },
  {
    who: 'functions: the first waitlisted of an event (seats)',
    file: 'functions/src/events/seats.ts',
    collection: C.eventRsvp,
    equals: ['event_id', 'status'],
    orderBy: [['created_at', 'asc']],
  },
  {
    who: "functions: tomorrow's enabled events (eventReminders)",
    file: 'functions/src/events/eventReminders.ts',
    collection: C.events,
    equals: ['enabled', 'date'],
  },
  {
    who: "functions: an event's confirmed guests (eventReminders)",
    file: 'functions/src/events/eventReminders.ts',
    collection: C.eventRsvp,
    equals: ['event_id', 'status'],
  },
  {
    who: 'functions: sign-ups past their release deadline (unreleasedSeats)',
    file: 'functions/src/events/unreleasedSeats.ts',
    collection: C.eventRsvp,
    inequality: 'release_deadline',
    orderBy: [['release_deadline', 'asc']],
  },
  {
    who: 'functions: enabled events for the sitemap',
    file: 'functions/src/render/eventSitemap.ts',
    collection: C.events,
    equals: ['enabled'],
    orderBy: [['date', 'asc']],
  },
  {
    who: 'functions: the members whose lead alerts wait for a digest (admitHeldMail)',
    file: 'functions/src/leads/flushLeadDigests.ts',
    collection: 'mail_gate',
    equals: ['kind'],
  },
  {
    who: 'functions: visitor mail whose hour came, oldest first (admitHeldMail)',
    file: 'functions/src/mail/hourlyCeiling.ts',
    collection: C.mail,
    inequality: 'gate.wait_until',
    orderBy: [['gate.wait_until', 'asc']],
  },
  // The lists' "Só agendados" and the Painel's Agendados (admin/src/pages/dashboard/scheduleCalendar.ts): the
  // items scheduled ahead, and those leaving the site in its window, each soonest first.
  ...[C.news, C.opinions, C.reports].flatMap((collection) =>
    ['published_at', 'unpublish_at'].map((field): SourcedQuery => ({
      who: `admin: ${collection} by ${field} from now, soonest first (Só agendados, the Painel's Agendados)`,
      file: DATA_PROVIDER_FILE,
      collection,
      inequality: field,
      orderBy: [[field, 'asc']],
    })),
  ),
  // Newsletter editions: the items an edition picks from, through the public visibility filters.
  ...[C.news, C.opinions].map((collection): SourcedQuery => ({
    who: `admin: published ${collection} an edition picks from, newest first`,
    file: 'admin/src/providers/newsletterEditionMethods.ts',
    collection,
    equals: ['status'],
    inequality: 'published_at',
    orderBy: [['published_at', 'desc']],
  })),
  {
    who: 'admin: published reports an edition picks from, newest first',
    file: 'admin/src/providers/newsletterEditionMethods.ts',
    collection: C.reports,
    inequality: 'published_at',
    orderBy: [['published_at', 'desc']],
  },
  {
    who: 'admin: upcoming public events an edition picks from (a range on date and on published_at)',
    file: 'admin/src/providers/newsletterEditionMethods.ts',
    collection: C.events,
    equals: ['enabled'],
    inequality: 'published_at',
    orderBy: [['date', 'asc']],
  },
  // A batch reads the confirmed after the cursor in document-id order: every single-field index already holds
  // its entries in that order, so the equality alone decides.
  {
    who: 'functions: confirmed subscribers after the cursor (editionBatch)',
    file: 'functions/src/newsletter/editionBatch.ts',
    collection: C.newsletterSubscribers,
    equals: ['status'],
  },
  {
    who: 'functions: confirmed subscribers counted (newsletterEdition)',
    file: 'functions/src/newsletter/newsletterEdition.ts',
    collection: C.newsletterSubscribers,
    equals: ['status'],
  },
  {
    who: 'functions: editions being sent (continueEditions)',
    file: 'functions/src/newsletter/continueEditions.ts',
    collection: C.newsletterEditions,
    equals: ['status'],
  },
  ...[['newsletter_edition'], ['newsletter_edition', 'delivery.state']].map((equals): SourcedQuery => ({
    who: `functions: an edition's mail counted by ${equals.join(', ')} (editionProgress)`,
    file: 'functions/src/newsletter/editionProgress.ts',
    collection: C.mail,
    equals,
  })),
  {
    who: 'functions: subscriptions ended since a send began (editionProgress)',
    file: 'functions/src/newsletter/editionProgress.ts',
    collection: C.newsletterSubscribers,
    equals: ['status'],
    inequality: 'unsubscribed_at',
  },
];

export const QUERIES: QuerySpec[] = [
  ...SOURCED_QUERIES,
  ...adminListQueries().map((query) => ({ ...query, file: DATA_PROVIDER_FILE })),
];
