import { deleteField, doc, getDoc, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { ResourceConfig } from './resources';

type Data = Record<string, unknown>;

/**
 * The private half of a resource's records (`ResourceConfig.privateFields`): split off on save, merged back on
 * getOne, deleted with the record, always in the same batch as the public document. A resource without private
 * fields gets a half that does nothing.
 */
export function privateHalf(db: Firestore, config: ResourceConfig) {
  const spec = config.privateFields;
  const ref = (id: string) => doc(db, spec!.collection, id);
  return {
    /** Documents written per record, for sizing write batches. */
    writesPerRecord: spec ? 2 : 1,

    /** The public document's data, and the private fields present in `data` (null when none). */
    split(data: Data): { shared: Data; own: Data | null } {
      if (!spec) return { shared: data, own: null };
      const shared = { ...data };
      const own: Data = {};
      for (const field of spec.fields) {
        if (field in shared) own[field] = shared[field];
        delete shared[field];
      }
      return { shared, own: Object.keys(own).length > 0 ? own : null };
    },

    /**
     * An update of the public document that also removes the private fields, should an older document still
     * hold them: the rules refuse a report carrying its file, so it could not be saved otherwise.
     */
    clearing(shared: Data): Data {
      if (!spec) return shared;
      return { ...shared, ...Object.fromEntries(spec.fields.map((field) => [field, deleteField()])) };
    },

    async read(id: string): Promise<Data> {
      if (!spec) return {};
      const snapshot = await getDoc(ref(id));
      return snapshot.exists() ? snapshot.data() : {};
    },

    /** Merged, so a partial save keeps the private fields it does not name. */
    write(batch: WriteBatch, id: string, own: Data | null): void {
      if (spec && own) batch.set(ref(id), own, { merge: true });
    },

    delete(batch: WriteBatch, id: string): void {
      if (spec) batch.delete(ref(id));
    },
  };
}
