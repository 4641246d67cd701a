import { COLLECTIONS } from './collections';

// The change history (audit_log): which collections keep it, which fields are bookkeeping, and what a restore
// keeps of the live document. Shared by the audit triggers, the restore callable, the console and the tests.

export const AUDIT_LOG_COLLECTION = 'audit_log';

/** The uid of the staff member who made a write; the rules require it to be the writer's own on staff writes. */
export const UPDATED_BY_FIELD = 'updated_by';

/** Staff-edited collections whose every create, update and delete is recorded, whole documents included. */
export const AUDITED_CONTENT = [
  COLLECTIONS.news,
  COLLECTIONS.opinions,
  COLLECTIONS.columnists,
  COLLECTIONS.reports,
  COLLECTIONS.reportFiles,
  COLLECTIONS.partners,
  COLLECTIONS.suppliers,
  COLLECTIONS.events,
  COLLECTIONS.marketSectors,
  COLLECTIONS.cvcs,
  COLLECTIONS.siteSettings,
  COLLECTIONS.siteIdentity,
] as const;

/**
 * Collections recorded only for some fields: a lead's status (never its personal data, which an erasure must
 * not leave behind here), a staff record's name, role, keys and alerts (written by the staff callables).
 */
export const AUDITED_FIELDS_ONLY: Readonly<Record<string, readonly string[]>> = {
  [COLLECTIONS.leads]: ['status'],
  [COLLECTIONS.adminUsers]: ['email', 'name', 'role', 'permissions', 'lead_alerts', 'factors_reset_at'],
};

/**
 * Collections whose every staff write, deletes included, carries updated_by = the writer's uid, and whose rules
 * refuse one without it: the audited ones a client writes, event sign-ups (status, check-in, delete) and
 * newsletter subscriptions (delete) and editions (drafts).
 * A delete carries no data, so the console stamps the document first. admin_users is written only by the staff
 * callables, which stamp the calling admin themselves.
 */
export const STAFF_STAMPED: readonly string[] = [
  ...AUDITED_CONTENT,
  COLLECTIONS.leads,
  COLLECTIONS.eventRsvp,
  COLLECTIONS.newsletterSubscribers,
  COLLECTIONS.newsletterEditions,
];

/**
 * Fields the system or the stamp writes: a change of these alone is no entry (a delete's stamp, a slug kept, the
 * translation states a migration fills in: derived from the texts, whose own changes are the entry).
 */
export const AUDIT_IGNORED_FIELDS: readonly string[] = [
  UPDATED_BY_FIELD,
  'updated_at',
  'previous_slugs',
  'expire_at',
  'translation_state',
];

/**
 * What a restore never takes from the old version (restoring never publishes nor unpublishes), and what a
 * restored deleted document gets instead: the unpublished or disabled value.
 */
export const RESTORE_KEEPS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  [COLLECTIONS.news]: { status: 'draft', published_at: null, unpublish_at: null },
  [COLLECTIONS.opinions]: { status: 'draft', published_at: null, unpublish_at: null },
  [COLLECTIONS.reports]: { published_at: null, unpublish_at: null },
  [COLLECTIONS.suppliers]: { status: 'inactive' },
  [COLLECTIONS.events]: { enabled: false },
};

export type AuditAction = 'create' | 'update' | 'delete';

/** One audit_log document. `before`/`after` hold the changed fields only; `snapshot` the whole version. */
export interface AuditEntry {
  collection: string;
  doc_id: string;
  action: AuditAction;
  by_uid: string | null;
  by_email: string | null;
  fields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The document as this change left it (before it, on a delete): what "Restaurar" brings back. */
  snapshot: Record<string, unknown> | null;
  /**
   * The item's title (or name) as this change left it, or before it on a delete: what the history names the
   * item by, with no read of the item. Null for what has none (the settings) or must not (a lead's name).
   * Entries written before it was kept lack it; auditDocTitle of their snapshot stands in.
   */
  doc_title?: string | null;
}

/** The fields an item is named by in the history, first present wins. */
const TITLE_FIELDS = ['title', 'name', 'email'] as const;

/**
 * What the history names a document of `collection` by: its title, else its name (else a staff member's
 * email), among the fields the history may keep. A lead's name is personal data the history never holds, so a
 * lead has none.
 */
export function auditDocTitle(
  collection: string,
  data: Record<string, unknown> | null | undefined,
): string | null {
  if (!data) return null;
  const only = AUDITED_FIELDS_ONLY[collection];
  for (const field of TITLE_FIELDS) {
    if (only && !only.includes(field)) continue;
    const value = data[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** Fields a restore never takes from the old version: the system's own, which stay as the live document has them. */
const SYSTEM_KEPT = ['previous_slugs', 'expire_at'];

/**
 * The document a restore writes: the old version, except that the live document's publication fields (or, for
 * a deleted one, the unpublished/disabled values) and the system's fields stay, and the restorer is stamped.
 * Null when the collection keeps no versions.
 */
export function restoredVersion(
  collection: string,
  snapshot: Record<string, unknown> | null,
  current: Record<string, unknown> | null,
  restorerUid: string,
): Record<string, unknown> | null {
  if (!snapshot || !(AUDITED_CONTENT as readonly string[]).includes(collection)) return null;
  const kept = RESTORE_KEEPS[collection] ?? {};
  const data: Record<string, unknown> = { ...snapshot };
  for (const field of [...Object.keys(kept), ...SYSTEM_KEPT]) {
    const value = current ? current[field] : kept[field];
    if (value === undefined) delete data[field];
    else data[field] = value;
  }
  data[UPDATED_BY_FIELD] = restorerUid;
  return data;
}
