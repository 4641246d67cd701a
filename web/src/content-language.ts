import { DEFAULT_LANGUAGE, LANGUAGES, contentLanguageOf, type Language } from '@cvc/domain';

// Staff write the site's content (articles, reports, events, suppliers, columnists) in Portuguese, and may add an
// English and a Spanish version per item. A page shows an item in its own language where that version exists,
// else the Portuguese, and must say which language that text is in (WCAG's Language of Parts): this is the one
// place that decides, so components only ask.

/** Any staff-written record a page shows: an article, a report, an event, a supplier, a search result. */
export type StaffWritten = object;

/** The field the site's reads put on each item they give: the language its texts are in. */
export const CONTENT_LANGUAGE_FIELD = 'content_language';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language the text of `item` is in when shown on a page in `pageLanguage`: the one its read gave it
 * (`content_language`, the site's reads and search entries), else its own translation's where a stored item
 * carries one (the functions read documents as stored), else Portuguese.
 */
export function contentLanguage(item: StaffWritten | null | undefined, pageLanguage: Language): Language {
  if (!item) return DEFAULT_LANGUAGE;
  const declared = (item as Record<string, unknown>)[CONTENT_LANGUAGE_FIELD];
  if (isLanguage(declared)) return declared;
  return contentLanguageOf(item as Record<string, unknown>, pageLanguage);
}
