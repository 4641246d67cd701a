import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { fetchColumnistAuthor } from './columnistAuthor';
import { dateField, optionalTextField, textField } from './convert';
import type { OpinionTeaser } from './opinionHighlights';
import { pagedReader } from './pagedQuery';
import { publishedArticles } from './publishedQuery';

async function toOpinionTeaser(doc: DocumentSnapshot): Promise<OpinionTeaser> {
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

/** /opinioes: 12 published opinions per page, each joined with its columnist, and the exact total. */
export const fetchOpinionsPage = pagedReader(publishedArticles('opinions'), toOpinionTeaser);
