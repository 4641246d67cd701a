import { COLLECTIONS } from '@cvc/domain';

/** One query the site, the admin or a function makes, reduced to what decides its index. */
export interface QuerySpec {
  who: string;
  collection: string;
  equals?: string[];
  /** A range or != filter (Firestore orders by it implicitly when no orderBy names it). */
  inequality?: string;
  orderBy?: [field: string, direction: 'asc' | 'desc'][];
}

const C = COLLECTIONS;
const publishedList = (collection: string, who: string): QuerySpec => ({
  who,
  collection,
  equals: ['status'],
  inequality: 'published_at',
  orderBy: [['published_at', 'desc']],
});
const bySlug = (collection: string, who: string): QuerySpec => ({
  who,
  collection,
  equals: ['slug', 'status'],
  inequality: 'published_at',
});

// SPEC §7 public reads and admin table operations, plus the functions' own queries.
export const QUERIES: QuerySpec[] = [
  publishedList(C.news, 'site: home latest news, /noticias page, latest other news'),
  bySlug(C.news, 'site: news article by slug'),
  publishedList(C.opinions, 'site: opinion highlights, /opinioes page, latest other opinion'),
  bySlug(C.opinions, 'site: opinion article by slug'),
  {
    who: 'site: home and /reports',
    collection: C.reports,
    inequality: 'published_at',
    orderBy: [['published_at', 'desc']],
  },
  { who: 'site: events section', collection: C.events, equals: ['enabled'], orderBy: [['date', 'asc']] },
  { who: 'site: enabled events count', collection: C.events, equals: ['enabled'] },
  {
    who: 'site: supplier guide',
    collection: C.suppliers,
    equals: ['status'],
    orderBy: [
      ['featured', 'desc'],
      ['name', 'asc'],
    ],
  },
  {
    who: 'site: participant logo strip; admin maintainers/participants pages',
    collection: C.partners,
    equals: ['partner_type'],
    orderBy: [['display_order', 'asc']],
  },
  {
    who: 'site: supporters',
    collection: C.partners,
    equals: ['is_maintainer', 'partner_type'],
    orderBy: [['display_order', 'asc']],
  },
  {
    who: 'site: maintainers',
    collection: C.partners,
    equals: ['is_maintainer'],
    orderBy: [['display_order', 'asc']],
  },
  { who: 'admin: leads, newest first', collection: C.leads, orderBy: [['created_at', 'desc']] },
  {
    who: 'admin: leads filtered by status',
    collection: C.leads,
    equals: ['status'],
    orderBy: [['created_at', 'desc']],
  },
  {
    who: 'admin: leads filtered by source',
    collection: C.leads,
    equals: ['source'],
    orderBy: [['created_at', 'desc']],
  },
  {
    who: 'admin: sign-ups filtered by event',
    collection: C.eventRsvp,
    equals: ['event_id'],
    orderBy: [['created_at', 'desc']],
  },
  { who: 'admin: all sign-ups', collection: C.eventRsvp, orderBy: [['created_at', 'desc']] },
  { who: 'admin: downloads', collection: C.reportDownloads, orderBy: [['downloaded_at', 'desc']] },
  { who: 'admin: news', collection: C.news, orderBy: [['created_at', 'desc']] },
  { who: 'admin: opinions', collection: C.opinions, orderBy: [['created_at', 'desc']] },
  { who: 'admin: columnists', collection: C.columnists, orderBy: [['name', 'asc']] },
  { who: 'admin: suppliers', collection: C.suppliers, orderBy: [['name', 'asc']] },
  { who: 'admin: events', collection: C.events, orderBy: [['date', 'desc']] },
  { who: 'admin: partners', collection: C.partners, orderBy: [['display_order', 'asc']] },
  {
    who: 'functions: sitemap (news)',
    collection: C.news,
    equals: ['status'],
    orderBy: [['published_at', 'desc']],
  },
  {
    who: 'functions: sitemap (opinions)',
    collection: C.opinions,
    equals: ['status'],
    orderBy: [['published_at', 'desc']],
  },
  { who: 'functions: article share preview', collection: C.news, equals: ['slug', 'status'] },
];
