import type { Firestore } from 'firebase-admin/firestore';
import { AUDIT_LOG_COLLECTION, COLLECTIONS } from '@cvc/domain';

/**
 * A report's file address (`report_files/{reportId}`) has no title of its own: the history names it by its
 * report's, read from the report, or, once the console has deleted the report beside it, from the report's
 * latest history entry. One or two reads, on a write staff make a few times a year.
 */
export async function reportFileTitle(db: Firestore, reportId: string): Promise<string | null> {
  const live: unknown = (await db.collection(COLLECTIONS.reports).doc(reportId).get()).get('title');
  if (typeof live === 'string' && live.trim() !== '') return live.trim();
  const latest = await db
    .collection(AUDIT_LOG_COLLECTION)
    .where('collection', '==', COLLECTIONS.reports)
    .where('doc_id', '==', reportId)
    .orderBy('at', 'desc')
    .limit(1)
    .get();
  const kept: unknown = latest.docs[0]?.get('doc_title');
  return typeof kept === 'string' ? kept : null;
}
