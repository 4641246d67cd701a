import { doc, getDoc, type Firestore, writeBatch } from 'firebase/firestore';
import { STAFF_STAMPED, UPDATED_BY_FIELD } from '@cvc/domain';
import type { ResourceConfig } from './resources';

type Data = Record<string, unknown>;

/** Collections whose staff writes, deletes included, carry updated_by: content, leads and event sign-ups. */
const STAMPED = new Set<string>(STAFF_STAMPED);
const BATCH_LIMIT = 500;

/**
 * The writer's stamp the rules require on staff writes (updated_by = the signed-in uid), from which the audit
 * triggers name who changed what. A delete carries no data, so the document is stamped first, in its own
 * commit; the rules then allow the delete only to the uid the stored document names.
 */
export function stampRules(db: Firestore, writerUid: () => string | null) {
  const fields = (collection: string): Data => {
    if (!STAMPED.has(collection)) return {};
    // Signed out, nothing is stamped and the rules refuse the write as any unsigned one.
    const uid = writerUid();
    return uid ? { [UPDATED_BY_FIELD]: uid } : {};
  };

  return {
    fields,

    /** The private half is stamped with the public document, when it is written at all. */
    own(config: ResourceConfig, own: Data | null): Data | null {
      return own && config.privateFields ? { ...own, ...fields(config.privateFields.collection) } : own;
    },

    async beforeDelete(config: ResourceConfig, ids: readonly string[]): Promise<void> {
      if (!STAMPED.has(config.collection)) return;
      const stampData = fields(config.collection);
      const privateCollection = config.privateFields?.collection;
      // Only documents that exist are stamped (an update of a missing one fails); their private half too.
      const refs = (
        await Promise.all(
          ids
            .flatMap((id) => [
              doc(db, config.collection, id),
              ...(privateCollection ? [doc(db, privateCollection, id)] : []),
            ])
            .map(async (ref) => ((await getDoc(ref)).exists() ? ref : null)),
        )
      ).filter((ref) => ref !== null);
      for (let i = 0; i < refs.length; i += BATCH_LIMIT) {
        const batch = writeBatch(db);
        refs.slice(i, i + BATCH_LIMIT).forEach((ref) => batch.update(ref, stampData));
        await batch.commit();
      }
    },
  };
}
