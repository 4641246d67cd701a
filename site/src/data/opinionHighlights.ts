import { getDocs, limit, query, type DocumentSnapshot } from 'firebase/firestore/lite';
import { HOME_OPINION_HIGHLIGHTS, type OpinionAuthor } from '@cvc/domain';
import { fetchColumnistAuthor } from './columnistAuthor';
import { dateField, optionalTextField, textField } from './convert';
import { publishedArticles } from './publishedQuery';

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

/** An opinion as the lists show it, with its columnist joined in (SPEC §7). */
export async function toOpinionTeaser(doc: DocumentSnapshot): Promise<OpinionTeaser> {
  const columnistId = textField(doc, 'columnist_id');
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    slug: textField(doc, 'slug'),
    image_url: optionalTextField(doc, 'image_url'),
    published_at: dateField(doc, 'published_at'),
    columnist_id: columnistId,
    columnist: await fetchColumnistAuthor(columnistId),
  };
}

// Enough recent opinions to find four different columnists without reading the whole collection.
const SCAN_LIMIT = 40;

/** Newest published opinion of each columnist, at most four (home highlights). */
export async function fetchOpinionHighlights(): Promise<OpinionTeaser[]> {
  const snapshot = await getDocs(query(publishedArticles('opinions'), limit(SCAN_LIMIT)));
  const seen = new Set<string>();
  const oneEach = snapshot.docs.filter((item) => {
    const columnistId = textField(item, 'columnist_id');
    if (seen.has(columnistId)) return false;
    seen.add(columnistId);
    return true;
  });
  return Promise.all(oneEach.slice(0, HOME_OPINION_HIGHLIGHTS).map(toOpinionTeaser));
}
