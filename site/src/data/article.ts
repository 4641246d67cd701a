import type { DocumentSnapshot } from 'firebase/firestore/lite';
import type { OpinionAuthor } from '@cvc/domain';
import { dateField, optionalTextField, textField } from './convert';
import type { MentionedCvc } from './mentionedCvcs';

/** What the article pages show, for news and opinions alike; opinions add their columnist. */
export interface Article {
  id: string;
  title: string;
  summary: string;
  /** As stored: Markdown, or (before Markdown bodies) plain text with a paragraph per line. */
  content: string;
  /** A Markdown body's sanitised HTML (articleBodyHtml); null for a body of lines, or where no body is shown. */
  body_html: string | null;
  slug: string;
  image_url: string | null;
  published_at: Date | null;
  source_url: string | null;
  partner_logo_url: string | null;
  columnist: OpinionAuthor | null;
  /** News only: the CVCs staff listed as mentioned, with what the directory knows of each. */
  cvcs: MentionedCvc[];
}

export function toArticle(
  doc: DocumentSnapshot,
  columnist: OpinionAuthor | null = null,
  cvcs: MentionedCvc[] = [],
  bodyHtml: string | null = null,
): Article {
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    summary: textField(doc, 'summary'),
    content: textField(doc, 'content'),
    body_html: bodyHtml,
    slug: textField(doc, 'slug'),
    image_url: optionalTextField(doc, 'image_url'),
    published_at: dateField(doc, 'published_at'),
    source_url: optionalTextField(doc, 'source_url'),
    partner_logo_url: optionalTextField(doc, 'partner_logo_url'),
    columnist,
    cvcs,
  };
}
