import { FieldPath } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, personalDataKey } from '@cvc/domain';
import type { PersonalDataRecord } from '@cvc/domain';
import { MAIL_SUPPRESSIONS_COLLECTION, suppressionId } from '../mail/unsubscribeLink';
import { plainValues } from './plainValues';

/** The collections that hold visitor data, in the order the console shows them. */
export const PERSONAL_COLLECTIONS = [
  COLLECTIONS.leads,
  COLLECTIONS.eventRsvp,
  COLLECTIONS.reportDownloads,
  COLLECTIONS.mail,
  COLLECTIONS.newsletterSubscribers,
] as const;

const SCAN_PAGE = 500;

/**
 * The documents of `name` whose address fields hold `key` in any case. Sign-ups and downloads store the address
 * as typed and mail as written, so an equality query would miss 'Ana@X.com' when asked for 'ana@x.com': the
 * collection is read in pages of only those fields (one read per document, no personal data carried over),
 * then the matches are read whole.
 */
async function scanByAddress(
  db: Firestore,
  name: string,
  fields: string[],
  key: string,
): Promise<DocumentSnapshot[]> {
  const holds = (value: unknown): boolean =>
    typeof value === 'string'
      ? personalDataKey(value) === key
      : Array.isArray(value) && value.some((item) => holds(item));
  const matches = [];
  let page: Query = db
    .collection(name)
    .select(...fields)
    .orderBy(FieldPath.documentId())
    .limit(SCAN_PAGE);
  for (;;) {
    const snapshot = await page.get();
    matches.push(...snapshot.docs.filter((doc) => fields.some((field) => holds(doc.get(field)))));
    if (snapshot.size < SCAN_PAGE) break;
    page = page.startAfter(snapshot.docs[snapshot.size - 1]!.id);
  }
  return matches.length > 0 ? db.getAll(...matches.map((doc) => doc.ref)) : [];
}

/** Leads carry `email_key` (stamped by receiveLead); a lead that trigger has not reached yet has only `email`. */
async function leadsByAddress(db: Firestore, key: string, typed: string): Promise<DocumentSnapshot[]> {
  const leads = db.collection(COLLECTIONS.leads);
  const [byKey, byEmail] = await Promise.all([
    leads.where('email_key', '==', key).get(),
    leads.where('email', 'in', [...new Set([key, typed])]).get(),
  ]);
  const byId = new Map([...byKey.docs, ...byEmail.docs].map((doc) => [doc.id, doc]));
  return [...byId.values()];
}

function record(snapshot: DocumentSnapshot): PersonalDataRecord {
  return {
    collection: snapshot.ref.parent.id,
    id: snapshot.id,
    data: plainValues(snapshot.data() ?? {}) as Record<string, unknown>,
  };
}

export interface HeldRecords {
  /** What an erase deletes, by collection. */
  found: Map<string, DocumentSnapshot[]>;
  /** The unsubscribe entry, if any: kept by an erase. */
  suppression: DocumentSnapshot | null;
}

/** Everything held on the address `typed` (as the admin typed it), case-insensitively. */
export async function findHeldRecords(db: Firestore, typed: string): Promise<HeldRecords> {
  const key = personalDataKey(typed);
  const [leads, rsvp, downloads, mail, subscription, suppression] = await Promise.all([
    leadsByAddress(db, key, typed.trim()),
    scanByAddress(db, COLLECTIONS.eventRsvp, ['email'], key),
    scanByAddress(db, COLLECTIONS.reportDownloads, ['email'], key),
    // Staff alerts name the visitor in `replyTo`; acknowledgements and confirmations in `to`.
    scanByAddress(db, COLLECTIONS.mail, ['to', 'replyTo'], key),
    // The newsletter's document is named by the address's hash, as the suppression is.
    db.collection(COLLECTIONS.newsletterSubscribers).doc(suppressionId(key)).get(),
    db.collection(MAIL_SUPPRESSIONS_COLLECTION).doc(suppressionId(key)).get(),
  ]);
  const found = new Map<string, DocumentSnapshot[]>([
    [COLLECTIONS.leads, leads],
    [COLLECTIONS.eventRsvp, rsvp.filter((doc) => doc.exists)],
    [COLLECTIONS.reportDownloads, downloads.filter((doc) => doc.exists)],
    [COLLECTIONS.mail, mail.filter((doc) => doc.exists)],
    [COLLECTIONS.newsletterSubscribers, subscription.exists ? [subscription] : []],
  ]);
  return { found, suppression: suppression.exists ? suppression : null };
}

export function toRecords(snapshots: Iterable<DocumentSnapshot>): PersonalDataRecord[] {
  return [...snapshots].map(record);
}

export function countsOf(found: Map<string, DocumentSnapshot[]>): Record<string, number> {
  return Object.fromEntries([...found].map(([name, docs]) => [name, docs.length]));
}
