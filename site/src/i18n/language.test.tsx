import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@cvc/domain';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { renderSite } from '../test/render';
import { i18n } from '.';
import { useLocation } from 'react-router-dom';

afterEach(() => localStorage.clear());

function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

it('moves to the same page at the language’s address, keeps the choice under `language`, sets <html lang>', async () => {
  renderSite(
    <>
      <LanguageSwitcher />
      <Address />
    </>,
    { path: '/noticias?page=2' },
  );
  expect(document.documentElement.lang).toBe('pt-BR');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Español' })));
  expect(screen.getByRole('status')).toHaveTextContent('/es/noticias?page=2');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  expect(document.documentElement.lang).toBe('es');
  expect(i18n.t('nav.about')).toBe('Sobre');
  expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
  expect(screen.getByRole('status')).toHaveTextContent('/en/noticias?page=2');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.t('nav.about')).toBe('About');
});

it('shows a language with no other behind it, so an English page never needs the Portuguese messages', async () => {
  await i18n.changeLanguage('en');
  // Every key exists in every language (messages.test.ts), so none falls back.
  expect(i18n.languages).toEqual(['en']);
  expect(i18n.t('nonexistent.key', { defaultValue: '' })).toBe('');
  expect(i18n.t('nav.about')).toBe('About');
});
