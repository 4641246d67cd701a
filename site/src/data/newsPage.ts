import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { dateField, optionalTextField, textField } from './convert';
import type { NewsTeaser } from './latestNews';
import { pagedReader } from './pagedQuery';
import { publishedArticles } from './publishedQuery';

function toNewsTeaser(doc: DocumentSnapshot): NewsTeaser {
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    slug: textField(doc, 'slug'),
    image_url: optionalTextField(doc, 'image_url'),
    published_at: dateField(doc, 'published_at'),
  };
}

/** /noticias: 12 published news per page with the exact total. */
export const fetchNewsPage = pagedReader(publishedArticles('news'), toNewsTeaser);
