import type { Language } from '@cvc/domain';
import { localizedPath, switchLanguageOfUrl } from '@cvc/web';

// The versions of what the page shows, from its head (an article's slug per language): the language switcher
// goes to the version in the language chosen, or to the Portuguese one, which every language serves, where there
// is none. Only the browser's head sets them; a page without versions exists at its own path in every language.

let shown: Partial<Record<Language, string>> | undefined;

/** Browser: `versions` are the shown page's until the returned function is called (the page leaves). */
export function showPageVersions(versions: Partial<Record<Language, string>> | undefined): () => void {
  shown = versions;
  return () => {
    if (shown === versions) shown = undefined;
  };
}

/** The address of the page at `url` (its path, query and fragment) in `language`. */
export function pageAddressIn(url: string, language: Language): string {
  const path = shown?.[language] ?? shown?.pt;
  return path ? localizedPath(language, path) : switchLanguageOfUrl(url, language);
}
