import {
  AUDIT_LOG_COLLECTION,
  COLLECTIONS,
  LEAD_SEARCH_FIELD,
  REPORT_FILE_FIELDS,
  SITE_IDENTITY_DOC_ID,
  SITE_SETTINGS_DOC_ID,
  TRANSLATION_LANGUAGES,
  TRANSLATION_STATE_FIELD,
} from '@cvc/domain';

/**
 * How a react-admin resource maps onto Firestore. Several resources may share one collection, each pinned to
 * its slice by `scope` (the partner, maintainer and participant pages over `partners`); every list query
 * carries the scope as a `where`, which is also what the security rules check for keys that see only a slice.
 */
export type ResourceConfig = {
  collection: string;
  scope?: Record<string, string | number | boolean>;
  /** Field stamped with serverTimestamp() on create. */
  createdAt?: string;
  /**
   * Fields the list may be sorted by, each either way: its default sort and its sortable columns (a component
   * test holds the screens to this). The index check derives the console's queries from it.
   */
  sortable?: readonly string[];
  /** Fields the list's filters set (equality), in any combination with each other and with every sort. */
  filters?: readonly string[];
  /**
   * Filters offered with one sort only, the list's default (either way): a query with any of them is sorted by
   * `sort`, whatever column was chosen. The translation states take an index per combination and sort, which
   * every sortable column would multiply (102 indexes then, 36 so).
   */
  narrowFilters?: { fields: readonly string[]; sort: string };
  /**
   * The publication time field of a resource that can be scheduled: the list's `scheduled` filter keeps the
   * items whose time is ahead, soonest first (a range on one field, sorted by it: no composite index).
   */
  scheduled?: string;
  /**
   * Fields the record shows and saves but the document must not hold: they live in `collection/{same id}`,
   * which the rules keep from visitors (a report's file address lives in report_files).
   */
  privateFields?: { collection: string; fields: readonly string[] };
  /** The resource is one document: a create writes it under this id instead of a generated one. */
  singletonId?: string;
  /** Personal records with `expire_at`: lists and exports skip those past it, which TTL has yet to delete. */
  expires?: boolean;
  /** Field of search tokens (domain's leadSearchTokens): the list's `q` filter finds a word by its start. */
  searchTokens?: string;
  /**
   * Pages answer with react-admin's pageInfo (is there a next page?) instead of a total: a count reads an index
   * entry per record, which a large, often-opened list should not pay on every page.
   */
  uncounted?: boolean;
};

const PARTNER_SORTS = ['display_order', 'name'];

/**
 * The lists of translated items filter by each language's state ("sem tradução em inglês"), alone or both, in the
 * list's default order.
 */
const translationFilters = (sort: string) => ({
  fields: TRANSLATION_LANGUAGES.map((language) => `${TRANSLATION_STATE_FIELD}.${language}`),
  sort,
});

export const RESOURCES: Record<string, ResourceConfig> = {
  news: {
    collection: COLLECTIONS.news,
    createdAt: 'created_at',
    sortable: ['created_at', 'title', 'published_at'],
    narrowFilters: translationFilters('created_at'),
    scheduled: 'published_at',
  },
  opinions: {
    collection: COLLECTIONS.opinions,
    createdAt: 'created_at',
    sortable: ['created_at', 'title', 'published_at'],
    narrowFilters: translationFilters('created_at'),
    scheduled: 'published_at',
  },
  columnists: {
    collection: COLLECTIONS.columnists,
    createdAt: 'created_at',
    sortable: ['name'],
    narrowFilters: translationFilters('name'),
  },
  reports: {
    collection: COLLECTIONS.reports,
    sortable: ['published_at', 'title', 'category'],
    narrowFilters: translationFilters('published_at'),
    scheduled: 'published_at',
    privateFields: { collection: COLLECTIONS.reportFiles, fields: REPORT_FILE_FIELDS },
  },
  // SPEC §5: every type, the type editable; the maintainer and participant pages keep their slice.
  partners: {
    collection: COLLECTIONS.partners,
    sortable: PARTNER_SORTS,
    filters: ['partner_type'],
  },
  maintainers: {
    collection: COLLECTIONS.partners,
    scope: { partner_type: 'maintainer' },
    sortable: PARTNER_SORTS,
  },
  participants: {
    collection: COLLECTIONS.partners,
    scope: { partner_type: 'participant' },
    sortable: PARTNER_SORTS,
  },
  suppliers: {
    collection: COLLECTIONS.suppliers,
    sortable: ['name', 'category', 'featured', 'status'],
    narrowFilters: translationFilters('name'),
  },
  events: {
    collection: COLLECTIONS.events,
    sortable: ['date', 'title', 'enabled'],
    narrowFilters: translationFilters('date'),
    scheduled: 'published_at',
  },
  'market-sectors': {
    collection: COLLECTIONS.marketSectors,
    sortable: ['cvcs', 'name', 'maturity', 'percentage'],
  },
  cvcs: { collection: COLLECTIONS.cvcs, sortable: ['name', 'sector', 'portfolio_startups', 'investments'] },
  // Newest first only, filtered by status, source, a created_at day range and the search box
  // (tests/integration/indexes/queries.ts lists the combinations the indexes serve).
  leads: {
    collection: COLLECTIONS.leads,
    createdAt: 'created_at',
    expires: true,
    searchTokens: LEAD_SEARCH_FIELD,
    uncounted: true,
  },
  // The team: small, read whole and kept live by a listener.
  staff: { collection: COLLECTIONS.adminUsers, uncounted: true },
  rsvp: {
    collection: COLLECTIONS.eventRsvp,
    createdAt: 'created_at',
    sortable: ['created_at'],
    filters: ['event_id'],
    expires: true,
  },
  'report-downloads': {
    collection: COLLECTIONS.reportDownloads,
    createdAt: 'downloaded_at',
    sortable: ['downloaded_at'],
    expires: true,
  },
  // The newsletter's subscriptions (double opt-in), under the CRM and the `leads` key; an address is found whole.
  newsletter: {
    collection: COLLECTIONS.newsletterSubscribers,
    sortable: ['requested_at'],
    filters: ['status', 'email'],
    expires: true,
  },
  // Newsletter editions: staff compose drafts, the newsletterEdition function sends them; the CRM's `leads` key.
  'newsletter-editions': {
    collection: COLLECTIONS.newsletterEditions,
    createdAt: 'created_at',
    sortable: ['created_at'],
    filters: ['status'],
  },
  'site-settings': { collection: COLLECTIONS.siteSettings, singletonId: SITE_SETTINGS_DOC_ID },
  'site-identity': { collection: COLLECTIONS.siteIdentity, singletonId: SITE_IDENTITY_DOC_ID },
  // The Painel's counters, read one document at a time (stats/leads, stats/rsvp, stats/downloads).
  stats: { collection: COLLECTIONS.stats },
  // The change history (Histórico tabs, Auditoria): newest first only, by the indexes of firestore.indexes.json.
  audit: { collection: AUDIT_LOG_COLLECTION },
};

/** Unknown resources fall back to a collection of the same name, so tests can use a scratch collection. */
export function resourceConfig(resource: string, table: Record<string, ResourceConfig> = RESOURCES) {
  return table[resource] ?? { collection: resource };
}

/**
 * A filter input on a nested field (`translation_state.en`) sets a nested value in react-admin's filter; the
 * query names it by its dotted path. Dates and arrays are values, not maps.
 */
export function flattened(filter: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
        ? Object.entries(flattened(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

/**
 * The one sort a narrow filter goes with, when the list's filter sets one (ResourceConfig.narrowFilters): the
 * dataProvider sorts by it, and the list shows it so, its other columns unsortable meanwhile.
 */
export function narrowedSort(config: ResourceConfig, filter: Record<string, unknown>): string | undefined {
  const narrow = config.narrowFilters;
  if (!narrow) return undefined;
  const set = Object.entries(flattened(filter)).filter(([, value]) => value != null && value !== '');
  return set.some(([field]) => narrow.fields.includes(field)) ? narrow.sort : undefined;
}
