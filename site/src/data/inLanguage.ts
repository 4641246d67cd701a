import type { DocumentSnapshot } from 'firebase/firestore/lite';
import {
  TRANSLATION_LANGUAGES,
  itemInLanguage,
  translationOf,
  type Language,
  type TranslatedCollection,
} from '@cvc/domain';
import type { Fields } from './convert';

// Every read of staff-written text gives each item in the page's language where it has that version, else in
// Portuguese, and says which (`content_language`, read by web/src/content-language.ts). Only that version goes
// into the page's reads: an item's other translations never leave the read.

/** A document's fields as a page in `language` shows them, and the language they are in. */
export interface InLanguage extends Fields {
  id: string;
  language: Language;
}

export function inLanguage(
  collection: TranslatedCollection,
  doc: DocumentSnapshot,
  pageLanguage: Language,
): InLanguage {
  const { item, language } = itemInLanguage(collection, doc.data() ?? {}, pageLanguage);
  return { id: doc.id, get: (field) => item[field], language };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The languages an item exists in, each with its slug (news and opinions; others give the Portuguese one): the
 * Portuguese always, a translation at its own slug (at the Portuguese one, should it have none).
 */
export function versionsOf(doc: DocumentSnapshot): Partial<Record<Language, string>> {
  const data = doc.data() ?? {};
  const slug = textOf(data.slug);
  const versions: Partial<Record<Language, string>> = { pt: slug };
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = translationOf(data, language);
    if (translation) versions[language] = textOf(translation.slug) || slug;
  }
  return versions;
}
