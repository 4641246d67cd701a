import { collection, deleteField, query, serverTimestamp, where } from './rules-firestore';
import type { DocumentData, Firestore, Query } from './rules-firestore';
import {
  AUDIT_LOG_COLLECTION,
  COLLECTIONS,
  PRIVACY_ERASURES_COLLECTION,
  SITE_SEARCH_COLLECTION,
  STAFF_CLAIMS_SYNC_COLLECTION,
  STAFF_STAMPED,
  UPDATED_BY_FIELD,
} from '@cvc/domain';
import type { PermissionKey } from '@cvc/domain';
import * as F from './rules-fixtures';
import { staffRecordOf } from './rules';
import { MAIL_SUPPRESSIONS_COLLECTION } from '../../functions/src/mail/unsubscribeLink';
import { RSVP_KEYS_COLLECTION } from '../../functions/src/events/signUpKey';
import type { Actor } from './rules';

/**
 * THE table of the rules: for each target (a collection, and for visibility rules a hidden and a visible
 * document) who may do each operation. The matrix test runs every target × actor × operation against the
 * emulator and compares with this table.
 *
 * 'everyone' includes anonymous visitors; a key list means the holders of any of those keys plus admins;
 * 'admin' only the admin role; 'own-staff' a user signed in with a second factor (approved: the actors' are),
 * on the document named by their own uid. Staff signed in with the password alone get what a visitor gets.
 */
export type Access = 'everyone' | 'nobody' | 'admin' | 'own-staff' | readonly PermissionKey[];
export const OPERATIONS = ['get', 'list', 'update', 'delete', 'create'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface Target {
  name: string;
  collection: string;
  /** Stored document each actor gets (under its own id) for get/update/delete; null stores nothing. */
  stored: (actor: Actor) => DocumentData | null;
  /** What a create sends: a valid document for whoever is allowed. */
  create: () => DocumentData;
  /** A valid change for whoever may update. */
  update: DocumentData;
  /** The list query; the visible targets use the public query with its visibility `where`s. */
  list?: (db: Firestore, name: string) => Query;
  /** The document is the actor's own (admin_users/{uid}, staff_claims_sync/{uid}). */
  ownDocument?: boolean;
  /** One fixed document every actor acts on (stats/leads): its rules name the document, not a wildcard. */
  documentId?: string;
  access: Record<Operation, Access>;
}

const keys = (...k: PermissionKey[]) => k;
const sameFor = (read: Access, write: Access, createAccess: Access = write) => ({
  get: read,
  list: read,
  create: createAccess,
  update: write,
  delete: write,
});
const mailDocument = () => ({
  to: ['visitante@empresa.com.br'],
  message: { subject: 'Assunto', text: 'Texto', html: '<p>Texto</p>' },
});
const erasureRecord = () => ({
  email_hash: 'a'.repeat(64),
  counts: { leads: 1, event_rsvp: 0, report_downloads: 0, mail: 2 },
  by_uid: 'admin-uid',
  at: new Date(),
});
const editionDraft = F.editionDraft;
// The site's list queries carry `published_at <=` a time not after the request's, as the rules ask; a query
// bounded past every schedule would also take a scheduled item, so only its holders may run it.
const published = (db: Firestore, name: string) =>
  query(collection(db, name), where('status', '==', 'published'), where('published_at', '<=', new Date()));
const publishedEver = (db: Firestore, name: string) =>
  query(
    collection(db, name),
    where('status', '==', 'published'),
    where('published_at', '<=', F.beyondEverySchedule),
  );
const reportsNow = (db: Firestore, name: string) =>
  query(collection(db, name), where('published_at', '<=', new Date()));
const reportsEver = (db: Firestore, name: string) =>
  query(collection(db, name), where('published_at', '<=', F.beyondEverySchedule));
const eventsNow = (db: Firestore, name: string) =>
  query(collection(db, name), where('enabled', '==', true), where('published_at', '<=', new Date()));
const eventsEver = (db: Firestore, name: string) =>
  query(
    collection(db, name),
    where('enabled', '==', true),
    where('published_at', '<=', F.beyondEverySchedule),
  );

export const TARGETS: readonly Target[] = [
  {
    name: 'news (draft)',
    collection: COLLECTIONS.news,
    stored: () => F.news(false),
    create: () => F.news(false),
    update: { title: 'Editado' },
    access: sameFor(keys('news'), keys('news')),
  },
  {
    name: 'news (published)',
    collection: COLLECTIONS.news,
    stored: () => F.news(true),
    create: () => F.news(true),
    update: { title: 'Editado' },
    list: published,
    access: sameFor('everyone', keys('news')),
  },
  {
    // Past its unpublish time: a get is refused, but a list query cannot prove the time (most items have no
    // unpublish_at to compare), so the public query still takes it and the site's reads drop it themselves.
    name: 'news (withdrawn)',
    collection: COLLECTIONS.news,
    stored: () => ({ ...F.news(true), unpublish_at: F.aWithdrawalDate }),
    create: () => ({ ...F.news(true), unpublish_at: F.aWithdrawalDate }),
    update: { title: 'Editado' },
    list: published,
    access: { ...sameFor(keys('news'), keys('news')), list: 'everyone' },
  },
  {
    name: 'news (scheduled)',
    collection: COLLECTIONS.news,
    stored: () => F.scheduled(F.news(true)),
    create: () => F.scheduled(F.news(true)),
    update: { title: 'Editado' },
    list: publishedEver,
    access: sameFor(keys('news'), keys('news')),
  },
  {
    name: 'opinions (draft)',
    collection: COLLECTIONS.opinions,
    stored: () => F.opinion(false),
    create: () => F.opinion(false),
    update: { title: 'Editado' },
    access: sameFor(keys('opinions'), keys('opinions')),
  },
  {
    name: 'opinions (published)',
    collection: COLLECTIONS.opinions,
    stored: () => F.opinion(true),
    create: () => F.opinion(true),
    update: { title: 'Editado' },
    list: published,
    access: sameFor('everyone', keys('opinions')),
  },
  {
    name: 'opinions (scheduled)',
    collection: COLLECTIONS.opinions,
    stored: () => F.scheduled(F.opinion(true)),
    create: () => F.scheduled(F.opinion(true)),
    update: { title: 'Editado' },
    list: publishedEver,
    access: sameFor(keys('opinions'), keys('opinions')),
  },
  {
    name: 'columnists',
    collection: COLLECTIONS.columnists,
    stored: F.columnist,
    create: F.columnist,
    update: { bio: 'Nova bio' },
    access: sameFor('everyone', keys('columnists')),
  },
  {
    name: 'reports (unpublished)',
    collection: COLLECTIONS.reports,
    stored: () => F.report(false),
    create: () => F.report(false),
    update: { title: 'Editado' },
    access: sameFor(keys('reports'), keys('reports')),
  },
  {
    name: 'reports (published)',
    collection: COLLECTIONS.reports,
    stored: () => F.report(true),
    create: () => F.report(true),
    update: { title: 'Editado' },
    list: reportsNow,
    access: sameFor('everyone', keys('reports')),
  },
  {
    name: 'reports (scheduled)',
    collection: COLLECTIONS.reports,
    stored: () => F.scheduled(F.report(true)),
    create: () => F.scheduled(F.report(true)),
    update: { title: 'Editado' },
    list: reportsEver,
    access: sameFor(keys('reports'), keys('reports')),
  },
  {
    name: 'report_files',
    collection: COLLECTIONS.reportFiles,
    stored: F.reportFile,
    create: F.reportFile,
    update: { pdf_url: '/files/reports/outro.pdf' },
    access: sameFor(keys('reports'), keys('reports')),
  },
  {
    name: 'leads',
    collection: COLLECTIONS.leads,
    stored: F.storedLead,
    create: F.publicLead,
    update: { status: 'qualified', notes: 'Reunião marcada' },
    access: sameFor(keys('leads'), keys('leads'), 'everyone'),
  },
  {
    name: 'event_rsvp',
    collection: COLLECTIONS.eventRsvp,
    stored: () => F.storedRsvp(F.SUPPORT.enabledEvent),
    create: () => F.publicRsvp(F.SUPPORT.enabledEvent),
    update: { name: 'Outro Nome' },
    access: { ...sameFor(keys('rsvp'), keys('rsvp'), 'everyone'), update: 'nobody' },
  },
  {
    // Staff check a confirmed guest in (or move a sign-up between statuses); nothing else of it changes.
    name: 'event_rsvp (status and check-in)',
    collection: COLLECTIONS.eventRsvp,
    stored: () => ({ ...F.storedRsvp(F.SUPPORT.enabledEvent), status: 'confirmed' }),
    create: () => ({ ...F.publicRsvp(F.SUPPORT.enabledEvent), status: 'confirmed' }),
    update: { status: 'confirmed', checked_in_at: serverTimestamp() },
    access: { ...sameFor(keys('rsvp'), keys('rsvp'), 'nobody'), update: keys('rsvp') },
  },
  {
    name: 'event_seats',
    collection: COLLECTIONS.eventSeats,
    stored: () => ({ confirmed: 3, waitlisted: 0 }),
    create: () => ({ confirmed: 0, waitlisted: 0 }),
    update: { confirmed: 0 },
    access: { ...sameFor('everyone', 'nobody'), list: 'nobody' },
  },
  {
    name: 'site_search',
    collection: SITE_SEARCH_COLLECTION,
    stored: F.searchEntry,
    create: F.searchEntry,
    update: { title: 'Outro' },
    list: (db, name) => query(collection(db, name), where('visible_from', '<=', new Date())),
    // Only the search triggers write entries; they hold public fields of published items only.
    access: sameFor('everyone', 'nobody'),
  },
  {
    // A scheduled item's entry is written at its save: nobody finds it before its time, not even its staff.
    name: 'site_search (scheduled)',
    collection: SITE_SEARCH_COLLECTION,
    stored: () => ({ ...F.searchEntry(), visible_from: F.aScheduledDate }),
    create: F.searchEntry,
    update: { title: 'Outro' },
    list: (db, name) => query(collection(db, name), where('visible_from', '<=', F.beyondEverySchedule)),
    access: sameFor('nobody', 'nobody'),
  },
  {
    name: 'report_downloads',
    collection: COLLECTIONS.reportDownloads,
    stored: () => F.storedDownload(F.SUPPORT.publishedReport),
    create: () => F.publicDownload(F.SUPPORT.publishedReport),
    update: { name: 'Outro Nome' },
    // Only the downloadReport function writes downloads, so even a well-formed public create is refused.
    access: sameFor(keys('downloads'), 'nobody'),
  },
  ...(['partner', 'maintainer', 'participant'] as const).map((type): Target => ({
    name: `partners (${type})`,
    collection: COLLECTIONS.partners,
    stored: () => F.partner(type),
    create: () => F.partner(type),
    update: { name: 'Outro Nome', display_order: 3 },
    access: sameFor('everyone', keys(`${type}s`)),
  })),
  {
    name: 'suppliers (inactive)',
    collection: COLLECTIONS.suppliers,
    stored: () => F.supplier(false),
    create: () => F.supplier(false),
    update: { featured: true },
    access: sameFor(keys('suppliers'), keys('suppliers')),
  },
  {
    name: 'suppliers (active)',
    collection: COLLECTIONS.suppliers,
    stored: () => F.supplier(true),
    create: () => F.supplier(true),
    update: { featured: true },
    list: (db, name) => query(collection(db, name), where('status', '==', 'active')),
    access: sameFor('everyone', keys('suppliers')),
  },
  {
    name: 'events (disabled)',
    collection: COLLECTIONS.events,
    stored: () => F.event(false),
    create: () => F.event(false),
    update: { location: 'Rio de Janeiro, RJ' },
    access: sameFor(keys('events', 'rsvp'), keys('events')),
  },
  {
    name: 'events (enabled)',
    collection: COLLECTIONS.events,
    stored: () => F.event(true),
    create: () => F.event(true),
    update: { location: 'Rio de Janeiro, RJ' },
    list: eventsNow,
    access: sameFor('everyone', keys('events')),
  },
  {
    // As news: until its publication time only its holders (and rsvp's) read it, by get or by any list query.
    name: 'events (scheduled)',
    collection: COLLECTIONS.events,
    stored: () => F.scheduled(F.event(true)),
    create: () => F.scheduled(F.event(true)),
    update: { location: 'Rio de Janeiro, RJ' },
    list: eventsEver,
    access: sameFor(keys('events', 'rsvp'), keys('events')),
  },
  {
    // Past its unpublish time: a get is refused; the public list still takes it and the site drops it.
    name: 'events (withdrawn)',
    collection: COLLECTIONS.events,
    stored: () => ({ ...F.event(true), unpublish_at: F.aWithdrawalDate }),
    create: () => ({ ...F.event(true), unpublish_at: F.aWithdrawalDate }),
    update: { location: 'Rio de Janeiro, RJ' },
    list: eventsNow,
    access: { ...sameFor(keys('events', 'rsvp'), keys('events')), list: 'everyone' },
  },
  {
    name: 'market_sectors',
    collection: COLLECTIONS.marketSectors,
    stored: F.marketSector,
    create: F.marketSector,
    update: { cvcs: 13 },
    access: sameFor('everyone', keys('crawler')),
  },
  {
    name: 'cvcs',
    collection: COLLECTIONS.cvcs,
    stored: F.cvc,
    create: F.cvc,
    update: { sector: 'Energia' },
    access: sameFor(keys('crawler'), keys('crawler')),
  },
  {
    name: 'site_settings',
    collection: COLLECTIONS.siteSettings,
    stored: F.siteSettings,
    create: F.siteSettings,
    // A new address and a course offer's new price: only an admin changes either.
    update: { radar_url: 'https://radar.example.org/novo', 'executive_training_offer.price_brl': 4990 },
    access: sameFor('everyone', 'admin'),
  },
  {
    name: 'site_identity',
    collection: COLLECTIONS.siteIdentity,
    stored: F.siteIdentity,
    create: F.siteIdentity,
    // A new postal address for the mail's footer: only an admin changes it.
    update: { 'association.postal_address': 'Av. Paulista, 1000, São Paulo - SP' },
    access: sameFor('everyone', 'admin'),
  },
  {
    // The pages' one read of the two above: a function composes it, so nobody writes it, an admin included.
    name: 'site_settings_view',
    collection: COLLECTIONS.siteSettingsView,
    stored: F.siteSettings,
    create: F.siteSettings,
    update: { radar_url: 'https://radar.example.org/forjado' },
    access: { ...sameFor('everyone', 'nobody'), list: 'nobody' },
  },
  // No client writes a staff record, an admin's included: the staff callables do (functions/).
  {
    name: 'admin_users (someone else)',
    collection: COLLECTIONS.adminUsers,
    stored: F.adminUser,
    create: F.adminUser,
    update: { permissions: { news: true, leads: true } },
    access: sameFor('admin', 'nobody'),
  },
  {
    // The actor's own record is the one that backs their claims; the matrix restores it after the create.
    name: 'admin_users (own record)',
    collection: COLLECTIONS.adminUsers,
    stored: staffRecordOf,
    create: F.adminUser,
    update: { role: 'admin' },
    ownDocument: true,
    access: { ...sameFor('admin', 'nobody'), get: 'own-staff' },
  },
  {
    name: 'staff_claims_sync (someone else)',
    collection: STAFF_CLAIMS_SYNC_COLLECTION,
    stored: F.claimsSync,
    create: F.claimsSync,
    update: { claims: { role: 'admin' } },
    access: sameFor('nobody', 'nobody'),
  },
  {
    name: 'staff_claims_sync (own marker)',
    collection: STAFF_CLAIMS_SYNC_COLLECTION,
    stored: F.claimsSync,
    create: F.claimsSync,
    update: { claims: { role: 'admin' } },
    ownDocument: true,
    access: { ...sameFor('nobody', 'nobody'), get: 'own-staff' },
  },
  // The Painel's counters: each read by its own key only (the subscriptions' by `leads`); only functions write
  // them, nobody lists them.
  ...(
    [
      ['leads', 'leads', { by_status: { new: 1 }, weeks: {} }],
      ['rsvp', 'rsvp', { by_event: { evento: 1 } }],
      ['downloads', 'downloads', { days: {}, titles: {} }],
      ['newsletter', 'leads', { by_status: { confirmed: 1 }, weeks: {} }],
    ] as const
  ).map(([name, key, counters]): Target => ({
    name: `stats (${name})`,
    collection: COLLECTIONS.stats,
    documentId: name,
    stored: () => ({ ...counters }),
    create: () => ({ ...counters }),
    update: { counted_at: new Date() },
    access: { ...sameFor(keys(key), 'nobody'), list: 'nobody' },
  })),
  {
    // A counter named after any other key (or anything else) is closed even to that key's holders and admins.
    name: 'stats (another name)',
    collection: COLLECTIONS.stats,
    documentId: 'news',
    stored: () => ({ by_status: { new: 1 } }),
    create: () => ({ by_status: { new: 1 } }),
    update: { counted_at: new Date() },
    access: sameFor('nobody', 'nobody'),
  },
  // The change history: only the audit triggers write it; admins read all, a key holder their collections'.
  {
    name: 'audit_log',
    collection: AUDIT_LOG_COLLECTION,
    stored: () => ({ collection: COLLECTIONS.news, doc_id: 'n1', action: 'update', by_uid: 'uid-admin' }),
    create: () => ({ collection: COLLECTIONS.news, doc_id: 'n1', action: 'delete', by_uid: 'uid-admin' }),
    update: { by_uid: 'someone-else' },
    list: (db, name) => query(collection(db, name), where('collection', '==', COLLECTIONS.news)),
    access: sameFor(keys('news'), 'nobody'),
  },
  // Only functions queue and send mail; an admin included, no client may read an inbox-bound copy or send one.
  {
    name: 'mail',
    collection: COLLECTIONS.mail,
    stored: mailDocument,
    create: mailDocument,
    update: { 'delivery.state': 'RETRY' },
    access: sameFor('nobody', 'nobody'),
  },
  // Who unsubscribed from visitor mail: the unsubscribe function writes it and the mail senders read it, no client.
  {
    name: 'mail_suppressions',
    collection: MAIL_SUPPRESSIONS_COLLECTION,
    stored: () => ({ at: new Date(), source: 'one-click' }),
    create: () => ({ at: new Date(), source: 'page' }),
    update: { source: 'page' },
    access: sameFor('nobody', 'nobody'),
  },
  // Which sign-up holds an address's place at an event: only the seat transaction, no client (it names who signed up).
  {
    name: 'event_rsvp_keys',
    collection: RSVP_KEYS_COLLECTION,
    stored: () => ({ event_id: F.SUPPORT.enabledEvent, rsvp_id: 'rsvp-1' }),
    create: () => ({ event_id: F.SUPPORT.enabledEvent, rsvp_id: 'rsvp-2' }),
    update: { rsvp_id: 'rsvp-3' },
    access: sameFor('nobody', 'nobody'),
  },
  // The newsletter's double opt-in: only functions create and change it (a form's box, the signed link); holders
  // of `leads` read it and remove one, after stamping it (the only change they may make).
  {
    name: 'newsletter_subscribers',
    collection: COLLECTIONS.newsletterSubscribers,
    stored: () => ({ email: 'ana@x.com', status: 'pending', language: 'pt', source: 'leads:membership' }),
    create: () => ({ email: 'bia@x.com', status: 'confirmed', language: 'pt', source: 'leads:membership' }),
    update: { status: 'confirmed' },
    access: { ...sameFor(keys('leads'), keys('leads'), 'nobody'), update: 'nobody' },
  },
  {
    name: 'newsletter_subscribers (the remover’s stamp)',
    collection: COLLECTIONS.newsletterSubscribers,
    stored: () => ({ email: 'ana@x.com', status: 'confirmed', language: 'pt', source: 'leads:membership' }),
    create: () => ({ email: 'bia@x.com', status: 'confirmed', language: 'pt', source: 'leads:membership' }),
    update: {},
    access: sameFor(keys('leads'), keys('leads'), 'nobody'),
  },
  // Newsletter editions: holders of `leads` compose drafts; once the function sends one (status and `send` are
  // its own), no client changes, deletes or creates one past draft.
  {
    name: 'newsletter_editions (draft)',
    collection: COLLECTIONS.newsletterEditions,
    stored: editionDraft,
    create: editionDraft,
    update: { subject_pt: 'Outro assunto', news_ids: ['n1', 'n2'] },
    access: sameFor(keys('leads'), keys('leads')),
  },
  {
    name: 'newsletter_editions (sent)',
    collection: COLLECTIONS.newsletterEditions,
    stored: () => ({ ...editionDraft(), status: 'sent', send: { recipients: 3, batches: 1 } }),
    create: () => ({ ...editionDraft(), status: 'sending' }),
    // Back to a draft, to be sent again: what the stored status alone forbids.
    update: { status: 'draft', send: deleteField() },
    access: sameFor(keys('leads'), 'nobody'),
  },
  // The record of each erasure holds no personal data; only the personalData function writes it, admins read it.
  {
    name: 'privacy_erasures',
    collection: PRIVACY_ERASURES_COLLECTION,
    stored: erasureRecord,
    create: erasureRecord,
    update: { counts: { leads: 0 } },
    access: sameFor('admin', 'nobody'),
  },
];

/** Collections a visitor creates in (the public forms): their creates carry no stamp. */
const PUBLIC_CREATES: readonly string[] = [COLLECTIONS.leads, COLLECTIONS.eventRsvp];

/** What a write is: a stored document (the actor's own last write), a staff change, or a create. */
export type WriteKind = 'stored' | 'update' | 'create';

/**
 * A write as the console makes it: content, leads and sign-ups carry updated_by, the writer's uid (the rules
 * refuse any other), and a stored copy names the actor, as the console stamps a document before deleting it.
 * Public creates and function-only collections get nothing.
 */
export function stampedAs(target: Target, actor: Actor, data: DocumentData, kind: WriteKind): DocumentData {
  if (!STAFF_STAMPED.includes(target.collection) || !actor.uid) return data;
  if (kind === 'create' && PUBLIC_CREATES.includes(target.collection)) return data;
  return { ...data, [UPDATED_BY_FIELD]: actor.uid };
}

/** A staff write of the table (a key list or 'admin'), as opposed to public, self or closed access. */
export function staffAccess(access: Access): boolean {
  return access === 'admin' || Array.isArray(access);
}

/** Who writes a target's `operation` in the stamp rows: a holder of one of its keys, or the admin. */
export function stampWriter(target: Target, operation: Operation, actors: readonly Actor[]): Actor | null {
  const access = target.access[operation];
  if (!staffAccess(access)) return null;
  const allowedActors = actors.filter((actor) => expected(access, actor));
  return allowedActors.find((actor) => actor.claims?.role !== 'admin') ?? allowedActors[0] ?? null;
}

/** What the table says for one cell. */
export function expected(access: Access, actor: Actor): boolean {
  if (access === 'everyone') return true;
  if (access === 'nobody') return false;
  if (access === 'own-staff') return actor.uid !== null && actor.secondFactor;
  if (!actor.secondFactor) return false;
  if (actor.claims?.role === 'admin') return true;
  if (access === 'admin') return false;
  return access.some((key) => actor.claims?.perms?.[key] === true);
}

/** Document id of an actor's stored copy of a target; the own-document targets use the uid. */
export function storedId(target: Target, actor: Actor): string {
  if (target.ownDocument) return actor.uid ?? 'no-uid';
  if (target.documentId) return target.documentId;
  return `${target.name.replace(/[^a-z]+/g, '-')}-${actor.id}`;
}
