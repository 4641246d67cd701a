import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LEAD_SEARCH_FIELD, leadSearchTokens } from '@cvc/domain';

/** Leads read and written per round: one write batch (Firestore allows 500 writes per batch). */
const PAGE = 500;

/**
 * Writes the search tokens of every lead whose tokens are missing or stale (leads stored before the receiveLead
 * trigger existed), walking the collection by document id one page at a time, so it runs in bounded memory
 * on any number of leads and can run again. Returns how many leads it updated.
 */
export async function migrateLeadSearch(db: Firestore): Promise<number> {
  const leads = db.collection(COLLECTIONS.leads);
  let updated = 0;
  let after: string | null = null;
  for (;;) {
    const byId = leads.orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (after === null ? byId : byId.startAfter(after)).get();
    if (page.empty) return updated;
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const tokens = leadSearchTokens(doc.data());
      const current: unknown = doc.get(LEAD_SEARCH_FIELD);
      if (Array.isArray(current) && current.join('\u0000') === tokens.join('\u0000')) continue;
      batch.update(doc.ref, { [LEAD_SEARCH_FIELD]: tokens });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    updated += writes;
    after = page.docs.at(-1)!.id;
  }
}
