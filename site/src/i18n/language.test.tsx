import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@cvc/domain';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { renderSite } from '../test/render';
import { i18n } from '.';
import { readStoredLanguage } from './language';

afterEach(() => localStorage.clear());

it('keeps the choice under `language`, sets <html lang> and marks the active flag', async () => {
  renderSite(<LanguageSwitcher />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Español' })));
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  expect(document.documentElement.lang).toBe('es');
  expect(i18n.t('nav.about')).toBe('Sobre');
  expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.t('nav.about')).toBe('About');
});

it('reads a stored choice back and falls back to pt for anything else', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  expect(readStoredLanguage()).toBe('en');
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  expect(readStoredLanguage()).toBe('pt');
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  expect(readStoredLanguage()).toBe('pt');
});

it('falls back to Portuguese for a key a language lacks', async () => {
  await i18n.changeLanguage('en');
  expect(i18n.t('nonexistent.key', { defaultValue: '' })).toBe('');
  i18n.addResource('pt', 'translation', 'onlyPt', 'Somente em português');
  expect(i18n.t('onlyPt')).toBe('Somente em português');
});
