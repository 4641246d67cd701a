import { DEFAULT_LANGUAGE, type Language } from '@cvc/domain';

// Staff write the site's content (articles, reports, events, suppliers, columnists) in Portuguese. A page in
// another language shows it as it is, so the page must say which language that text is in (WCAG's Language of
// Parts). Per-item translations will be read here: the one place that decides, so pages need not change.

/** Any staff-written record a page shows: an article, a report, an event, a supplier, a search result. */
export type StaffWritten = object;

/** The language the text of `item` is in when shown on a page in `pageLanguage`: today always Portuguese. */
export function contentLanguage(_item: StaffWritten | null | undefined, _pageLanguage: Language): Language {
  return DEFAULT_LANGUAGE;
}
