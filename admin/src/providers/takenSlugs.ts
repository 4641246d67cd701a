import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS, PREVIOUS_SLUGS_FIELD } from '@cvc/domain';

/** Which of `candidates` another item of the resource holds, as its current slug or one it had. */
export type TakenSlugs = (
  resource: 'news' | 'opinions',
  candidates: readonly string[],
  itemId: string | undefined,
) => Promise<Set<string>>;

/** No store to ask: nothing is taken (unit tests of the publication rules). */
export const NO_SLUGS_TAKEN: TakenSlugs = async () => new Set();

/**
 * Two small queries per save of a news item or opinion (the candidates fit one `in` and one
 * `array-contains-any`), which holders of the key may run since they read every item of their kind.
 */
export function takenSlugsIn(db: Firestore): TakenSlugs {
  return async (resource, candidates, itemId) => {
    const items = collection(db, COLLECTIONS[resource]);
    const wanted = [...candidates];
    const [current, previous] = await Promise.all([
      getDocs(query(items, where('slug', 'in', wanted))),
      getDocs(query(items, where(PREVIOUS_SLUGS_FIELD, 'array-contains-any', wanted))),
    ]);
    const taken = new Set<string>();
    for (const doc of current.docs) if (doc.id !== itemId) taken.add(String(doc.get('slug')));
    for (const doc of previous.docs) {
      if (doc.id === itemId) continue;
      const slugs: unknown = doc.get(PREVIOUS_SLUGS_FIELD);
      if (Array.isArray(slugs)) for (const slug of slugs) if (candidates.includes(slug)) taken.add(slug);
    }
    return taken;
  };
}
