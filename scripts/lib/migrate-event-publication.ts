import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ALWAYS_VISIBLE, COLLECTIONS } from '@cvc/domain';

/** Events read and written per round: one write batch (Firestore allows 500 writes per batch). */
const PAGE = 500;

/**
 * Gives every event stored before events could be scheduled a `published_at`, so the site's lists (which ask
 * `published_at <=` now, as the rules require) keep finding it: its `created_at` when it has one, else the
 * epoch, both past, so nothing that was public leaves the site. Walks the events by id one page at a time
 * (bounded memory); one already dated is left alone, so it can run again. Returns how many it dated.
 */
export async function migrateEventPublication(db: Firestore): Promise<number> {
  let dated = 0;
  let after: string | null = null;
  for (;;) {
    const byId = db.collection(COLLECTIONS.events).orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (after === null ? byId : byId.startAfter(after)).get();
    if (page.empty) break;
    const undated = page.docs.filter((doc) => !(doc.get('published_at') instanceof Timestamp));
    if (undated.length > 0) {
      const batch = db.batch();
      for (const doc of undated) {
        const created: unknown = doc.get('created_at');
        batch.update(doc.ref, { published_at: created instanceof Timestamp ? created : ALWAYS_VISIBLE });
      }
      await batch.commit();
      dated += undated.length;
    }
    after = page.docs.at(-1)!.id;
  }
  return dated;
}
