import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, LEAD_DIGEST_LISTED_MAX } from '@cvc/domain';
import { consoleLeadPath, CONSOLE_BASE_PATH } from '@cvc/web';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import { MAIL_GATE_COLLECTION, hourKey } from '../mail/mailGate';
import { mailDocument } from '../mail/queue';
import { leadDigest, type DigestLead } from '../mail/leadDigest';

// The per-member hourly window of lead alerts, shared by the alert (alertMember) and the schedule that sends
// waiting digests (flushLeadDigests): ids, the window's count, the backlog of held leads, the digest mail.

/** A window's counter outlives its hour by a day; a backlog lives while leads keep arriving and a while after. */
const WINDOW_TTL_MS = 25 * 60 * 60 * 1000;
const BACKLOG_TTL_MS = 48 * 60 * 60 * 1000;

export const LEAD_BACKLOG_KIND = 'lead_backlog';

export interface AlertedMember {
  uid: string;
  email: string;
  name: string;
}

const gate = (db: Firestore) => db.collection(MAIL_GATE_COLLECTION);

/** The member's count of alert mails in `now`'s UTC hour: one document per member and hour, so bursts meet on it. */
export const windowRef = (db: Firestore, uid: string, now: Date) =>
  gate(db).doc(`lead-alerts-${uid}-${hourKey(now)}`);
/** The leads held for the member's next digest. */
export const backlogRef = (db: Firestore, uid: string) => gate(db).doc(`lead-backlog-${uid}`);
/** A digest sent in `now`'s hour: at most one per member and hour. */
export const digestRef = (db: Firestore, uid: string, now: Date) =>
  db.collection(COLLECTIONS.mail).doc(`lead-digest-${uid}-${hourKey(now)}`);

/** What a backlog document holds: the held leads' ids (the first LEAD_DIGEST_LISTED_MAX) and how many more. */
export function waitingLeads(backlog: DocumentSnapshot): { ids: string[]; more: number } {
  const ids = backlog.get('lead_ids') as unknown;
  return {
    ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
    more: Number(backlog.get('more') ?? 0),
  };
}

/** Counts one more mail in the member's window. */
export function countInWindow(tx: Transaction, db: Firestore, uid: string, sent: number, now: Date): void {
  tx.set(windowRef(db, uid, now), {
    count: sent + 1,
    [EXPIRE_AT_FIELD]: Timestamp.fromMillis(now.getTime() + WINDOW_TTL_MS),
  });
}

/** Holds a lead for the member's next digest (its id while the list has room, else counted in `more`). */
export function holdLead(
  tx: Transaction,
  backlog: DocumentSnapshot,
  uid: string,
  leadId: string,
  now: Date,
): void {
  const { ids, more } = waitingLeads(backlog);
  const listed = ids.length < LEAD_DIGEST_LISTED_MAX;
  tx.set(backlog.ref, {
    kind: LEAD_BACKLOG_KIND,
    uid,
    lead_ids: listed ? [...ids, leadId] : ids,
    more: listed ? more : more + 1,
    since: backlog.get('since') ?? Timestamp.fromDate(now),
    [EXPIRE_AT_FIELD]: Timestamp.fromMillis(now.getTime() + BACKLOG_TTL_MS),
  });
}

/** A held lead as the digest lists it, read back from `leads` (one deleted since is left out). */
export function digestLead(lead: DocumentSnapshot, origin: string): DigestLead | undefined {
  if (!lead.exists) return undefined;
  return {
    name: String(lead.get('name') ?? ''),
    company: String(lead.get('company') ?? ''),
    source: String(lead.get('source') ?? ''),
    url: `${origin}${consoleLeadPath(lead.id)}`,
  };
}

/** The held leads as the digest lists them, read in the caller's transaction. */
export async function heldDigestLeads(
  tx: Transaction,
  db: Firestore,
  ids: readonly string[],
  origin: string,
): Promise<DigestLead[]> {
  if (ids.length === 0) return [];
  const held = await tx.getAll(...ids.map((id) => db.collection(COLLECTIONS.leads).doc(id)));
  return held.map((snapshot) => digestLead(snapshot, origin)).filter((entry) => entry !== undefined);
}

/** Writes the digest mail and empties the backlog; the caller has read both and counts the window. */
export function sendDigest(
  tx: Transaction,
  db: Firestore,
  member: AlertedMember,
  backlog: DocumentSnapshot,
  leads: readonly DigestLead[],
  more: number,
  origin: string,
  now: Date,
): void {
  const message = leadDigest(leads, more, { name: member.name }, `${origin}${CONSOLE_BASE_PATH}/leads`);
  tx.create(digestRef(db, member.uid, now), mailDocument({ to: [member.email], message }));
  tx.delete(backlog.ref);
}
