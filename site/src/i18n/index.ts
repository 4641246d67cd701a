import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@cvc/domain';
import type { Messages } from './pt';
import { pt } from './pt';
import { languageOfPath } from '@cvc/web';
import { applyDocumentLanguage, toLanguage } from './language';

// pt, the product language and the fallback, ships in the entry chunk; en and es are fetched the first time
// they are chosen, so a visitor downloads only the messages of the language they read.
const loaders: Record<Exclude<Language, 'pt'>, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
};

/** Registers a language's messages (a no-op for pt and for a language already loaded). */
export async function ensureMessages(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language as keyof typeof loaders]());
}

// The address says the language (/en, /es, else Portuguese); the server rendered the page in it.
const initialLanguage: Language =
  typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname);

// Every text exists in all three languages (tests check the keys); pt, the product language, backs a key that
// goes missing.
void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt } },
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
  // i18next prints an advert on start-up outside production builds; the server render runs in one per request.
  showSupportNotice: false,
});

// Every caller (the language switcher, tests) awaits changeLanguage; it now resolves once the messages are in,
// as it did when all three languages were bundled.
const changeLanguage = i18n.changeLanguage.bind(i18n);
// Once loaded, a switch stays synchronous as before.
i18n.changeLanguage = (language, callback) => {
  const target = language ? toLanguage(language) : DEFAULT_LANGUAGE;
  if (target === DEFAULT_LANGUAGE || i18n.hasResourceBundle(target, 'translation')) {
    return changeLanguage(language, callback);
  }
  return ensureMessages(target).then(() => changeLanguage(language, callback));
};

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/**
 * Resolves when the address's language's messages are loaded (at once for pt); the first render waits for it, so
 * hydration renders the page in the language the server wrote it in.
 */
export const i18nReady: Promise<unknown> =
  initialLanguage === DEFAULT_LANGUAGE
    ? Promise.resolve()
    : i18n.changeLanguage(initialLanguage).catch(() => {});

export { i18n };
