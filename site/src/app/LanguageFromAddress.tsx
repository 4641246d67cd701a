import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOfPath } from '@cvc/web';

/**
 * The address decides the language (/en, /es, else Portuguese): moving between addresses (the switcher, back
 * and forward) switches the texts before the browser paints.
 */
export function LanguageFromAddress() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = languageOfPath(pathname);
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return null;
}
