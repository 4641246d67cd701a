import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, REPORT_FILE_FIELDS } from '@cvc/domain';

/** Firestore allows 500 writes per batch; each report takes two. */
const REPORTS_PER_BATCH = 250;

/**
 * Moves the file address of every report that still holds it into `report_files/{id}` and deletes it from the
 * public report, in one batch per 250 reports. Reports already moved are left alone, so it can run again.
 * Returns the ids moved.
 */
export async function migrateReportFiles(db: Firestore): Promise<string[]> {
  const reports = await db.collection(COLLECTIONS.reports).get();
  const legacy = reports.docs.filter((doc) => REPORT_FILE_FIELDS.some((field) => doc.get(field) !== undefined));
  for (let start = 0; start < legacy.length; start += REPORTS_PER_BATCH) {
    const batch = db.batch();
    for (const doc of legacy.slice(start, start + REPORTS_PER_BATCH)) {
      const file = Object.fromEntries(REPORT_FILE_FIELDS.map((field) => [field, doc.get(field) as unknown]));
      batch.set(db.collection(COLLECTIONS.reportFiles).doc(doc.id), file, { merge: true });
      batch.update(doc.ref, Object.fromEntries(REPORT_FILE_FIELDS.map((field) => [field, FieldValue.delete()])));
    }
    await batch.commit();
  }
  return legacy.map((doc) => doc.id);
}
