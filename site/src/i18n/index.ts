import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@cvc/domain';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { applyDocumentLanguage, readStoredLanguage } from './language';

// Pages of issue 5 exist only in pt and en; a missing key falls back to pt, the product language.
void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt }, en: { translation: en }, es: { translation: es } },
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export { i18n };
