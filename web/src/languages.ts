import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cvc/domain';

// Every public page exists in each language at an address of its own: Portuguese, the product language, at the
// spec's paths; English and Spanish under a prefix. Crawlers index all three and visitors share the one they read.

/** What goes before a page's Portuguese path in each language. */
export const LANGUAGE_PATH_PREFIX: Readonly<Record<Language, string>> = { pt: '', en: '/en', es: '/es' };

/** `<html lang>` and `hreflang` of each language. */
export const HTML_LANG: Readonly<Record<Language, string>> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** Open Graph's `og:locale` of each language. */
export const OG_LOCALE: Readonly<Record<Language, string>> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };

const PREFIXED = new RegExp(
  `^/(${LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|')})(?=/|$)`,
);

/** The language a path is in, from its prefix. */
export function languageOfPath(path: string): Language {
  return (PREFIXED.exec(path)?.[1] as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The page's path without its language prefix: `/en/noticias` → `/noticias`, `/en` → `/`. */
export function unlocalizedPath(path: string): string {
  return path.replace(PREFIXED, '') || '/';
}

/** The address of the Portuguese path `path` in `language`: `('en', '/noticias')` → `/en/noticias`. */
export function localizedPath(language: Language, path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not an absolute path: ${path}`);
  const prefix = LANGUAGE_PATH_PREFIX[language];
  // The home in English is /en, its anchors /en#eventos.
  return prefix && /^\/(?:$|[?#])/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The same page in another language, keeping what follows the path (`?page=2`, `#eventos`). */
export function switchLanguageOfUrl(url: string, language: Language): string {
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  return localizedPath(language, unlocalizedPath(path)) + rest;
}
