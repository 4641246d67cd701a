import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@cvc/domain';
import type { Messages } from './pt';
import { languageOfPath } from '@cvc/web';
import { applyDocumentLanguage } from './language';

// Each language's messages are a chunk of their own, Portuguese's too: a visitor downloads only the messages of
// the language they read (the build preloads them on the pages in that language: scripts/prerender-site.ts),
// and i18next asks its backend for another the first time it is needed.
const messagesOf: Record<Language, () => Promise<Messages>> = {
  pt: () => import('./pt').then((module) => module.pt),
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
};

/** A page namespace's messages, a chunk per language (i18n/pageMessages.ts). */
export type PageNamespaceLoaders = Record<Language, () => Promise<object>>;
const pageNamespaces = new Map<string, PageNamespaceLoaders>();

// The backend serves the shared messages and the page namespaces registered so far; nothing for anything else
// leaves the store as it is (a namespace whose messages are bundled with its chunk).
const backend = resourcesToBackend((language: string, namespace: string) =>
  namespace === 'translation'
    ? messagesOf[language as Language]?.()
    : pageNamespaces.get(namespace)?.[language as Language]?.(),
);

// The address says the language (/en, /es, else Portuguese); the server rendered the page in it. The server's
// own instance starts in Portuguese and loads the others per render (ensureMessages).
const initialLanguage: Language =
  typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname);

// Awaited before anything renders, so every module that imports this one finds the address's language's
// messages in the store, synchronously.
const initialMessages = await messagesOf[initialLanguage]();

// Every text exists in all three languages (tests check the keys), so a language needs no other behind it: with
// Portuguese as the fallback, i18next would download it on every English or Spanish page as well.
const initialized = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    resources: { [initialLanguage]: { translation: initialMessages } },
    // The bundled language above is not the whole story: the others come from the backend.
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    // i18next's defaults, named: left implicit, every t() first tests the key with a regular expression for
    // natural-language text (a key with spaces), and the site's keys are all paths such as 'lists:news.title'.
    keySeparator: '.',
    nsSeparator: ':',
    returnObjects: true,
    // A language already in the store switches synchronously (the server render's clone, tests).
    initAsync: false,
  });

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

const loading = new Map<Language, Promise<void>>();

/** The namespaces a language needs in the store: the shared messages, and each page's registered so far. */
const missingIn = (language: Language) =>
  ['translation', ...pageNamespaces.keys()].filter(
    (namespace) => !i18n.hasResourceBundle(language, namespace),
  );

/**
 * Resolves once a language's messages are in the store, the shared ones and every registered page namespace's
 * (at once when they already are), so a render can use them synchronously; rejects if they could not be loaded.
 */
export function ensureMessages(language: Language): Promise<void> {
  if (missingIn(language).length === 0) return Promise.resolve();
  // i18next's loadLanguages resolves at once for a language it is still loading; callers share the first wait.
  // It also resolves at once for a language it loaded before a page namespace was registered: that one is
  // loaded on its own.
  let pending = loading.get(language);
  if (!pending) {
    pending = loadMissing(language).finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

// A page may register its namespace while the language loads (a section's code arriving as the visitor switches
// language): each pass loads what is missing by then, and only a namespace still missing after its own load fails.
async function loadMissing(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  const tried = new Set<string>();
  for (let missing = missingIn(language); missing.length > 0; missing = missingIn(language)) {
    const failed = missing.filter((namespace) => tried.has(namespace));
    if (failed.length > 0) throw new Error(`The ${language} messages did not load: ${failed.join(', ')}`);
    missing.forEach((namespace) => tried.add(namespace));
    await i18n.reloadResources([language], missing);
  }
}

/**
 * Registers a page namespace whose messages load a language at a time, and resolves once the current language's
 * are in the store (and those of every language loaded before), so the page renders them synchronously.
 */
export async function registerPageNamespace(namespace: string, loaders: PageNamespaceLoaders): Promise<void> {
  pageNamespaces.set(namespace, loaders);
  await i18n.loadNamespaces(namespace);
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  await ensureMessages(language);
}

/**
 * Resolves when i18next has started with the address's language's messages; the first render waits for it, so
 * hydration renders the page in the language the server wrote it in.
 */
export const i18nReady: Promise<unknown> = initialized.catch(() => {});

export { i18n };
