import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cvc/domain';
import { contentLanguage } from './content-language';

describe('contentLanguage', () => {
  it('answers Portuguese on every page for an item with no translation', () => {
    for (const page of LANGUAGES) expect(contentLanguage({ title: 'Notícia' }, page)).toBe('pt');
    expect(contentLanguage(null, 'en')).toBe('pt');
  });

  it('answers the language a read gave the item, whatever the page', () => {
    expect(contentLanguage({ title: 'News', content_language: 'en' }, 'en')).toBe('en');
    expect(contentLanguage({ title: 'Notícia', content_language: 'pt' }, 'es')).toBe('pt');
    // Anything else is not a language: the stored translations decide.
    expect(contentLanguage({ title: 'Notícia', content_language: 'fr' }, 'en')).toBe('pt');
  });

  it('answers the page language for a stored item translated into it, else Portuguese', () => {
    const stored = { title: 'Notícia', translations: { en: { title: 'News', source_fingerprint: '0' } } };
    expect(contentLanguage(stored, 'en')).toBe('en');
    expect(contentLanguage(stored, 'es')).toBe('pt');
    expect(contentLanguage(stored, 'pt')).toBe('pt');
  });
});
