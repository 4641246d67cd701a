import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@cvc/domain';
import { HTML_LANG } from '@cvc/web';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this visit.
  }
}

export function applyDocumentLanguage(language: string): void {
  // The build-time prerender runs this module without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[toLanguage(language)];
}

/** The domain helpers take a Language; i18next may report a region variant. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.slice(0, 2);
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
