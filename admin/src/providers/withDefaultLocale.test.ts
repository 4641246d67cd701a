import { expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { CONSOLE_LOCALE } from './i18nProvider';
import { withDefaultLocale } from './withDefaultLocale';

it('answers the console locale for a locale never saved, so the first render is the page itself', () => {
  expect(CONSOLE_LOCALE).toBe('pt-BR');
  const store = withDefaultLocale(memoryStore());
  store.setup();
  expect(store.getItem('locale')).toBe('pt-BR');
  // Anything else, and a default the caller gives, are the store's own.
  expect(store.getItem('sidebar.open')).toBeUndefined();
  expect(store.getItem('locale', 'en')).toBe('en');
  store.setItem('locale', 'es');
  expect(store.getItem('locale')).toBe('es');
});
