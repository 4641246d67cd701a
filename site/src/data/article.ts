import type { DocumentSnapshot } from 'firebase/firestore/lite';
import type { Language } from '@cvc/domain';
import type { ShownAuthor } from './columnistAuthor';
import { dateField, optionalTextField, textField } from './convert';
import { inLanguage, versionsOf } from './inLanguage';
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
  columnist: ShownAuthor | null;
  /** News only: the CVCs staff listed as mentioned, with what the directory knows of each. */
  cvcs: MentionedCvc[];
  /** The language its texts are in: the page's where translated, else Portuguese. */
  content_language: Language;
  /** Its slug in each language it exists in (Portuguese always): the page's alternates and language switcher. */
  versions: Partial<Record<Language, string>>;
}

/** What the article's page joins in: the columnist (opinions), the mentioned CVCs (news), the body's HTML. */
export interface ArticleJoins {
  columnist?: ShownAuthor | null;
  cvcs?: MentionedCvc[];
  bodyHtml?: string | null;
}

/** The article as a page in `language` shows it: its version in that language where it has one. */
export function toArticle(
  kind: 'news' | 'opinions',
  snapshot: DocumentSnapshot,
  language: Language,
  { columnist = null, cvcs = [], bodyHtml = null }: ArticleJoins = {},
): Article {
  const doc = inLanguage(kind, snapshot, language);
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
    content_language: doc.language,
    versions: versionsOf(snapshot),
  };
}
