import {
  AUDITED_CONTENT,
  AUDITED_FIELDS_ONLY,
  AUDIT_IGNORED_FIELDS,
  UPDATED_BY_FIELD,
  type AuditAction,
} from '@cvc/domain';

type Data = Record<string, unknown>;
type Timestamp = { toMillis: () => number };

/** What a write changed, before the writer's identity is added; null when it is no entry. */
export interface AuditChange {
  action: AuditAction;
  fields: string[];
  before: Data | null;
  after: Data | null;
  snapshot: Data | null;
  /** The uid the write names: the stamp it carries, or on a delete the stamp the deleter had to put first. */
  by_uid: string | null;
}

/**
 * Firestore values compare by value; GeoPoints and references through their own isEqual. Timestamps compare to
 * the millisecond: the console holds dates as JavaScript Dates, so saving an item the Admin SDK wrote with
 * microseconds rewrites the same instant, which is no change.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const millis = (v: object) => (v as { toMillis?: () => number }).toMillis;
  if (typeof millis(a) === 'function' && typeof millis(b) === 'function') {
    return (a as Timestamp).toMillis() === (b as Timestamp).toMillis();
  }
  const equal = (a as { isEqual?: (other: unknown) => boolean }).isEqual;
  if (typeof equal === 'function') return equal.call(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]))
    );
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue((a as Data)[key], (b as Data)[key]));
}

function pick(data: Data, fields: readonly string[]): Data {
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
}

function recorded(collection: string, data: Data | undefined): Data | undefined {
  if (!data) return undefined;
  const only = AUDITED_FIELDS_ONLY[collection];
  const kept = only ? pick(data, only) : { ...data };
  for (const field of AUDIT_IGNORED_FIELDS) delete kept[field];
  return kept;
}

const writer = (data: Data | undefined) => {
  const uid = data?.[UPDATED_BY_FIELD];
  return typeof uid === 'string' && uid !== '' ? uid : null;
};

/**
 * The entry a write of `collection` makes, or null: a write that changes only bookkeeping (a delete's stamp,
 * kept slugs), a lead's arrival or removal (its personal data stays out of the history), anything not audited.
 * Content keeps whole versions in `snapshot` for restores; field-only collections keep none.
 */
export function auditChange(collection: string, before?: Data, after?: Data): AuditChange | null {
  const content = (AUDITED_CONTENT as readonly string[]).includes(collection);
  if (!content && !(collection in AUDITED_FIELDS_ONLY)) return null;
  if (collection === 'leads' && (!before || !after)) return null;
  const was = recorded(collection, before);
  const is = recorded(collection, after);
  if (!was && !is) return null;
  const snapshotOf = (data: Data | undefined) => (content && data ? { ...data } : null);
  if (!was) {
    return {
      action: 'create',
      fields: Object.keys(is!).sort(),
      before: null,
      after: is!,
      snapshot: snapshotOf(after),
      by_uid: writer(after),
    };
  }
  if (!is) {
    return {
      action: 'delete',
      fields: Object.keys(was).sort(),
      before: was,
      after: null,
      snapshot: snapshotOf(before),
      by_uid: writer(before),
    };
  }
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((field) => !sameValue(was[field], is[field]))
    .sort();
  if (fields.length === 0) return null;
  return {
    action: 'update',
    fields,
    before: pick(was, fields),
    after: pick(is, fields),
    snapshot: snapshotOf(after),
    by_uid: writer(after),
  };
}
