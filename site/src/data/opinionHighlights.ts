import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS, HOME_OPINION_HIGHLIGHTS, type OpinionAuthor } from '@cvc/domain';
import { db } from './firebase';
import { dateField, optionalTextField, textField } from './convert';

export interface OpinionTeaser {
  id: string;
  title: string;
  summary: string;
  slug: string;
  image_url: string | null;
  published_at: Date | null;
  columnist_id: string;
  columnist: OpinionAuthor | null;
}

// Enough recent opinions to find four different columnists without reading the whole collection.
const SCAN_LIMIT = 40;

/** Newest published opinion of each columnist, at most four, with the columnist joined in. */
export async function fetchOpinionHighlights(): Promise<OpinionTeaser[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.opinions),
      where('status', '==', 'published'),
      where('published_at', '!=', null),
      orderBy('published_at', 'desc'),
      limit(SCAN_LIMIT),
    ),
  );
  const seen = new Set<string>();
  const picked = snapshot.docs.filter((item) => {
    const columnistId = textField(item, 'columnist_id');
    if (seen.has(columnistId)) return false;
    seen.add(columnistId);
    return true;
  });
  const highlights = picked.slice(0, HOME_OPINION_HIGHLIGHTS);
  return Promise.all(
    highlights.map(async (item) => {
      const columnistId = textField(item, 'columnist_id');
      return {
        id: item.id,
        title: textField(item, 'title'),
        summary: textField(item, 'summary'),
        slug: textField(item, 'slug'),
        image_url: optionalTextField(item, 'image_url'),
        published_at: dateField(item, 'published_at'),
        columnist_id: columnistId,
        columnist: columnistId ? await fetchAuthor(columnistId) : null,
      };
    }),
  );
}

async function fetchAuthor(columnistId: string): Promise<OpinionAuthor | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.columnists, columnistId));
  if (!snapshot.exists()) return null;
  return {
    name: textField(snapshot, 'name'),
    position: optionalTextField(snapshot, 'position'),
    company: optionalTextField(snapshot, 'company'),
    photo_url: optionalTextField(snapshot, 'photo_url'),
  };
}
