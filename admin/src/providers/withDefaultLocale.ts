import type { Store } from 'react-admin';
import { CONSOLE_LOCALE } from './i18nProvider';

/**
 * react-admin renders nothing on its first pass when the store holds no locale (it waits for the i18nProvider
 * to switch), then the whole page in one blocking render; the console's one locale as the default makes the
 * first pass the real one.
 */
export function withDefaultLocale(store: Store): Store {
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T) =>
      store.getItem<T>(
        key,
        key === 'locale' && defaultValue === undefined ? (CONSOLE_LOCALE as T) : defaultValue,
      ),
  };
}
