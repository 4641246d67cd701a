import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, type OpinionAuthor } from '@cvc/domain';
import { optionalTextField, textField } from './convert';
import { firestore } from './firestore';

// Firestore's limit for an `in` filter.
const IN_LIMIT = 30;

/** The columnist fields joined onto an opinion (SPEC §7: name, position, company, photo_url). */
function toAuthor(snapshot: DocumentSnapshot): OpinionAuthor {
  return {
    name: textField(snapshot, 'name'),
    position: optionalTextField(snapshot, 'position'),
    company: optionalTextField(snapshot, 'company'),
    photo_url: optionalTextField(snapshot, 'photo_url'),
  };
}

/** One opinion's columnist (the article page). */
export async function fetchColumnistAuthor(columnistId: string): Promise<OpinionAuthor | null> {
  if (!columnistId) return null;
  const { db, doc, getDoc } = await firestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.columnists, columnistId));
  return snapshot.exists() ? toAuthor(snapshot) : null;
}

/** The columnists of a list of opinions, each read once, by id; a missing columnist is absent from the map. */
export async function fetchColumnistAuthors(columnistIds: string[]): Promise<Map<string, OpinionAuthor>> {
  const unique = [...new Set(columnistIds.filter(Boolean))];
  const { collection, db, documentId, getDocs, query, where } = await firestore();
  const batches = Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, index) =>
    unique.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT),
  );
  const snapshots = await Promise.all(
    batches.map((ids) =>
      getDocs(query(collection(db, COLLECTIONS.columnists), where(documentId(), 'in', ids))),
    ),
  );
  return new Map(snapshots.flatMap((snapshot) => snapshot.docs.map((item) => [item.id, toAuthor(item)])));
}
