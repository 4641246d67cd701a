import { useTranslation } from 'react-i18next';
import type { Language } from '@cvc/domain';
import { storeLanguage, toLanguage } from './language';

/** Current language plus a setter that remembers the choice under the `language` storage key. */
export function useLanguage(): [Language, (next: Language) => void] {
  const { i18n } = useTranslation();
  const setLanguage = (next: Language) => {
    storeLanguage(next);
    void i18n.changeLanguage(next);
  };
  return [toLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage];
}
