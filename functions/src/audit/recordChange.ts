import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  AUDITED_CONTENT,
  AUDITED_FIELDS_ONLY,
  AUDIT_LOG_COLLECTION,
  COLLECTIONS,
  auditDocTitle,
} from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import { auditChange } from './auditDiff';
import { reportFileTitle } from './reportFileTitle';
import { changeTime } from './changeTime';
import { AUDIT_RETENTION_DAYS, auditExpiry } from './auditRetention';

/**
 * One trigger per audited collection writes the change history. Who comes from the document's updated_by,
 * which the rules hold to the writer's own uid, and the email from that uid's staff record, never from the
 * client; the event's own auth context is not used (empty on the emulator, a service account for Admin SDK
 * writes). The item's title (or name) as the change left it, or before a delete, is kept on the entry, so the
 * history names the item without reading it, a deleted one included (a report's file address by its report's
 * title). Costs per write: one invocation, one staff-record read, one entry write.
 */
function recordChangesOf(collection: string) {
  return onDocumentWritten(`${collection}/{id}`, async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const change = auditChange(collection, before, after);
    if (!change) return;
    const db = getFirestore(adminApp());
    const staff = change.by_uid ? await db.collection(COLLECTIONS.adminUsers).doc(change.by_uid).get() : null;
    const email: unknown = staff?.get('email');
    const title =
      collection === COLLECTIONS.reportFiles
        ? await reportFileTitle(db, event.params.id)
        : auditDocTitle(collection, after ?? before);
    const at = changeTime(event.data?.before.updateTime, event.data?.after.updateTime, event.time);
    // The event id names the entry, so a retried delivery writes the same entry instead of a second one.
    await db
      .collection(AUDIT_LOG_COLLECTION)
      .doc(event.id)
      .set({
        collection,
        doc_id: event.params.id,
        ...change,
        doc_title: title,
        by_email: typeof email === 'string' ? email : null,
        at,
        [EXPIRE_AT_FIELD]: Timestamp.fromDate(auditExpiry(at.toDate(), AUDIT_RETENTION_DAYS.value())),
      });
  });
}

const AUDITED = [...AUDITED_CONTENT, ...Object.keys(AUDITED_FIELDS_ONLY)];

/** Exported as a group: deployed as audit-news, audit-opinions, … one per collection. */
export const audit = Object.fromEntries(
  AUDITED.map((collection) => [collection, recordChangesOf(collection)]),
);
