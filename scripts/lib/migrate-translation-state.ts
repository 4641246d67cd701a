import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  TRANSLATED_FIELDS,
  TRANSLATION_STATE_FIELD,
  translationStatesOf,
  type TranslatedCollection,
} from '@cvc/domain';

/** Items read per round; those lacking a state are updated in one batch (Firestore allows 500 writes). */
const PAGE = 500;

const TRANSLATED_COLLECTIONS = Object.keys(TRANSLATED_FIELDS) as TranslatedCollection[];

/**
 * Writes `translation_state` (missing / current / outdated per language, as a console save computes it) on every
 * stored item of a translated collection that has none: items saved before translations existed, which the
 * console's "sem tradução" filter asks by that field. Items that have one are left alone, so it can run again.
 * Pages by document id. Returns how many items it updated, per collection.
 */
export async function migrateTranslationState(
  db: Firestore,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<Record<TranslatedCollection, number>> {
  const updated = {} as Record<TranslatedCollection, number>;
  for (const collection of TRANSLATED_COLLECTIONS) {
    updated[collection] = 0;
    const items = db.collection(COLLECTIONS[collection]);
    let after: string | null = null;
    for (;;) {
      const byId = items.orderBy(FieldPath.documentId()).limit(PAGE);
      const page = await (after === null ? byId : byId.startAfter(after)).get();
      if (page.empty) break;
      const lacking = page.docs.filter((doc) => doc.get(TRANSLATION_STATE_FIELD) === undefined);
      if (lacking.length > 0 && !dryRun) {
        const batch = db.batch();
        for (const doc of lacking) {
          batch.update(doc.ref, { [TRANSLATION_STATE_FIELD]: translationStatesOf(collection, doc.data()) });
        }
        await batch.commit();
      }
      updated[collection] += lacking.length;
      after = page.docs.at(-1)!.id;
    }
  }
  return updated;
}
