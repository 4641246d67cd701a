import polyglotI18nProvider from 'ra-i18n-polyglot';
import brazilianMessages from 'ra-language-pt-br';
import { mergeTranslations } from 'react-admin';
import { consoleMessages } from '../texts/catalogue';
import { reactAdminPtBrFixes } from './reactAdminPtBr';

/**
 * pt-BR only. ra-language-pt-br 1.5.1 predates a few react-admin 5 keys, which reactAdminPtBr.ts supplies (its test
 * fails on any react-admin key without Portuguese, so no English catalogue is shipped underneath), and our own
 * messages (resource names, field labels, SPEC texts) win.
 */
const messages = mergeTranslations(brazilianMessages, reactAdminPtBrFixes, consoleMessages);

export const CONSOLE_LOCALE = 'pt-BR';

export const i18nProvider = polyglotI18nProvider(
  () => messages,
  CONSOLE_LOCALE,
  [{ locale: CONSOLE_LOCALE, name: 'Português' }],
  {
    allowMissing: true,
  },
);
