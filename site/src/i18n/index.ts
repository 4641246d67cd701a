import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@cvc/domain';
import type { Messages } from './pt';
import { pt } from './pt';
import { languageOfPath } from '@cvc/web';
import { applyDocumentLanguage } from './language';

// pt, the product language and the fallback, ships in the entry chunk; i18next asks its backend for en and es
// the first time they are needed, so a visitor downloads only the messages of the language they read. Each
// stays its own chunk (the build preloads it on the pages in that language: scripts/prerender-site.ts).
const lazyMessages: Record<string, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
};

// The page namespaces arrive with their page's chunk (features/i18n/pageMessages.ts), so the backend only
// serves the shared messages; nothing for anything else leaves the store as it is.
const backend = resourcesToBackend((language: string, namespace: string) =>
  namespace === 'translation' ? lazyMessages[language]?.() : undefined,
);

// The address says the language (/en, /es, else Portuguese); the server rendered the page in it.
const initialLanguage: Language =
  typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname);

// Every text exists in all three languages (tests check the keys); pt, the product language, backs a key that
// goes missing. Resolves once the address's language's messages are in (at once for pt).
const initialized = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    resources: { pt: { translation: pt } },
    // The bundled pt above is not the whole story: the other languages come from the backend.
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnObjects: true,
    // A language already in the store switches synchronously (the server render's clone, tests).
    initAsync: false,
    // i18next prints an advert on start-up outside production builds; the server render runs in one per request.
    showSupportNotice: false,
  });

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

const loading = new Map<Language, Promise<void>>();

/**
 * Resolves once a language's messages are in the store (at once for pt and for a language already loaded), so
 * a render can use them synchronously; rejects if they could not be loaded.
 */
export function ensureMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  // i18next's loadLanguages resolves at once for a language it is still loading; callers share the first wait.
  let pending = loading.get(language);
  if (!pending) {
    pending = i18n
      .loadLanguages(language)
      .then(() => {
        if (!i18n.hasResourceBundle(language, 'translation')) {
          throw new Error(`The ${language} messages did not load`);
        }
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Resolves when the address's language's messages are loaded (at once for pt); the first render waits for it, so
 * hydration renders the page in the language the server wrote it in.
 */
export const i18nReady: Promise<unknown> = initialized.catch(() => {});

export { i18n };
