import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, HOME_LATEST_REPORTS, type Language, type Report } from '@cvc/domain';
import { dateField, optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { inLanguage } from './inLanguage';
import { stillOnSite } from './stillOnSite';
import { readingAsOfNow } from './publicationTime';

/** A report as a page shows it, with the language its texts are in. */
export type ShownReport = Report & { content_language: Language };

/** A report as a page in `language` shows it: its version in that language, else the Portuguese. */
export function toReport(snapshot: DocumentSnapshot, language: Language): ShownReport {
  const doc = inLanguage('reports', snapshot, language);
  const price: unknown = doc.get('price');
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    description: textField(doc, 'description'),
    cover_image_url: optionalTextField(doc, 'cover_image_url'),
    category: optionalTextField(doc, 'category'),
    is_free: doc.get('is_free') === true,
    price: typeof price === 'number' ? price : null,
    checkout_url: optionalTextField(doc, 'checkout_url'),
    published_at: dateField(doc, 'published_at'),
    content_language: doc.language,
  };
}

/** The latest published reports (published_at come; a later one is scheduled), newest first, as the home shows. */
export const fetchLatestReports = readingAsOfNow(async function fetchLatestReports(
  language: Language,
): Promise<ShownReport[]> {
  const { collection, db, getDocs, limit, orderBy, publicationTime, query, where } = await firestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.reports),
      where('published_at', '<=', publicationTime()),
      orderBy('published_at', 'desc'),
      limit(HOME_LATEST_REPORTS),
    ),
  );
  return snapshot.docs.filter((doc) => stillOnSite(doc)).map((doc) => toReport(doc, language));
});
