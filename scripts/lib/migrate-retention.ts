import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import {
  EXPIRE_AT_FIELD,
  downloadExpiry,
  leadExpiry,
  mailExpiry,
  retentionPeriods,
  rsvpExpiry,
  storedAt,
  type RetentionPeriods,
} from '../../functions/src/shared/retention';

/** Documents read and written per round: one write batch (Firestore allows 500 writes per batch). */
const PAGE = 500;

/** The collections whose documents expire, in the order the migration walks them. */
export const EXPIRING_COLLECTIONS = [
  COLLECTIONS.leads,
  COLLECTIONS.eventRsvp,
  COLLECTIONS.reportDownloads,
  COLLECTIONS.mail,
] as const;
export type ExpiringCollection = (typeof EXPIRING_COLLECTIONS)[number];

/**
 * The periods the functions of that project run with: functions/.env merged with functions/.env.<project id>
 * (the params' own files), each missing or invalid value at its default.
 */
export function projectRetention(functionsDir: string, projectId: string): RetentionPeriods {
  const read = (file: string) =>
    existsSync(join(functionsDir, file)) ? parseEnv(readFileSync(join(functionsDir, file), 'utf8')) : {};
  const env: Record<string, string | undefined> = { ...read('.env'), ...read(`.env.${projectId}`) };
  const int = (name: string) => (env[name] === undefined ? undefined : Number(env[name]));
  return retentionPeriods({
    leadDays: int('RETENTION_LEAD_DAYS'),
    rsvpDaysAfterEvent: int('RETENTION_RSVP_DAYS_AFTER_EVENT'),
    downloadDays: int('RETENTION_DOWNLOAD_DAYS'),
    mailDays: int('RETENTION_MAIL_DAYS'),
  });
}

/** The event dates sign-ups need, each event read once. */
function eventDates(db: Firestore) {
  const known = new Map<string, Promise<string | null>>();
  return (id: unknown): Promise<string | null> => {
    if (typeof id !== 'string' || id === '' || id.includes('/')) return Promise.resolve(null);
    if (!known.has(id)) {
      const date = db
        .collection(COLLECTIONS.events)
        .doc(id)
        .get()
        .then((event: DocumentSnapshot) => {
          const value: unknown = event.get('date');
          return typeof value === 'string' ? value : null;
        });
      known.set(id, date);
    }
    return known.get(id)!;
  };
}

/**
 * Sets `expire_at` on every document of the four expiring collections that lacks one (stored before the
 * functions set it), from the time the document itself records, else its creation time; walks each collection
 * by document id one page at a time, so it runs in bounded memory and, run again, changes nothing. Returns how
 * many documents it updated per collection.
 */
export async function migrateRetention(
  db: Firestore,
  periods: RetentionPeriods,
): Promise<Record<ExpiringCollection, number>> {
  const dateOfEvent = eventDates(db);
  const expiry: Record<ExpiringCollection, (doc: QueryDocumentSnapshot) => Promise<Date>> = {
    leads: async (doc) => leadExpiry(storedAt(doc.get('created_at'), doc.createTime.toDate()), periods),
    event_rsvp: async (doc) =>
      rsvpExpiry(
        await dateOfEvent(doc.get('event_id')),
        storedAt(doc.get('created_at'), doc.createTime.toDate()),
        periods,
      ),
    report_downloads: async (doc) =>
      downloadExpiry(storedAt(doc.get('downloaded_at'), doc.createTime.toDate()), periods),
    // A mail document records no time of its own before it is sent: it was queued when it was created.
    mail: async (doc) => mailExpiry(doc.createTime.toDate(), periods),
  };

  const counts = Object.fromEntries(EXPIRING_COLLECTIONS.map((name) => [name, 0])) as Record<
    ExpiringCollection,
    number
  >;
  for (const name of EXPIRING_COLLECTIONS) {
    let after: string | null = null;
    for (;;) {
      const byId = db.collection(name).orderBy(FieldPath.documentId()).limit(PAGE);
      const page = await (after === null ? byId : byId.startAfter(after)).get();
      if (page.empty) break;
      const missing = page.docs.filter((doc) => !(doc.get(EXPIRE_AT_FIELD) instanceof Timestamp));
      if (missing.length > 0) {
        const batch = db.batch();
        for (const doc of missing) {
          batch.update(doc.ref, { [EXPIRE_AT_FIELD]: Timestamp.fromDate(await expiry[name](doc)) });
        }
        await batch.commit();
      }
      counts[name] += missing.length;
      after = page.docs.at(-1)!.id;
    }
  }
  return counts;
}
