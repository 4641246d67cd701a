import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, type Language, type OpinionAuthor } from '@cvc/domain';
import { optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { inLanguage } from './inLanguage';

/** A columnist as an opinion shows them, with the language their role is in. */
export type ShownAuthor = OpinionAuthor & { content_language: Language };

// Firestore's limit for an `in` filter.
const IN_LIMIT = 30;

/**
 * The columnist fields joined onto an opinion (SPEC §7: name, position, company, photo_url), the role in the
 * page's language where the columnist has it.
 */
function toAuthor(snapshot: DocumentSnapshot, language: Language): ShownAuthor {
  const columnist = inLanguage('columnists', snapshot, language);
  return {
    name: textField(columnist, 'name'),
    position: optionalTextField(columnist, 'position'),
    company: optionalTextField(columnist, 'company'),
    photo_url: optionalTextField(columnist, 'photo_url'),
    content_language: columnist.language,
  };
}

/** One opinion's columnist (the article page). */
export async function fetchColumnistAuthor(
  columnistId: string,
  language: Language,
): Promise<ShownAuthor | null> {
  if (!columnistId) return null;
  const { db, doc, getDoc } = await firestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.columnists, columnistId));
  return snapshot.exists() ? toAuthor(snapshot, language) : null;
}

/** The columnists of a list of opinions, each read once, by id; a missing columnist is absent from the map. */
export async function fetchColumnistAuthors(
  columnistIds: string[],
  language: Language,
): Promise<Map<string, ShownAuthor>> {
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
  return new Map(
    snapshots.flatMap((snapshot) => snapshot.docs.map((item) => [item.id, toAuthor(item, language)])),
  );
}
