import { useTranslation } from 'react-i18next';
import type { Language } from '@cvc/domain';
import { localizedPath } from '@cvc/web';
import { toLanguage } from './language';

/** The language of the page being rendered (the address's: /en and /es, else Portuguese). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Site paths in the page's language: `/noticias` is `/en/noticias` on an English page. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(language, path);
}
