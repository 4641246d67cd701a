import { describe, expect, it } from 'vitest';
import {
  HTML_LANG,
  LANGUAGE_PATH_PREFIX,
  languageOfPath,
  localizedPath,
  switchLanguageOfUrl,
  unlocalizedPath,
} from './languages';

describe('language addresses', () => {
  it('keeps Portuguese at the spec’s paths and puts English and Spanish under /en and /es', () => {
    expect(LANGUAGE_PATH_PREFIX).toEqual({ pt: '', en: '/en', es: '/es' });
    expect(localizedPath('pt', '/noticias')).toBe('/noticias');
    expect(localizedPath('en', '/noticias')).toBe('/en/noticias');
    expect(localizedPath('es', '/artigo/a-b')).toBe('/es/artigo/a-b');
    expect(localizedPath('pt', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/#eventos')).toBe('/en#eventos');
    expect(localizedPath('es', '/?event=x')).toBe('/es?event=x');
    expect(localizedPath('pt', '/#eventos')).toBe('/#eventos');
    expect(() => localizedPath('en', 'noticias')).toThrow('Not an absolute path');
  });

  it('reads the language from the prefix only when it is a whole segment', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/es/noticias')).toBe('es');
    expect(languageOfPath('/noticias')).toBe('pt');
    expect(languageOfPath('/enquete')).toBe('pt');
    expect(languageOfPath('/pt/noticias')).toBe('pt');
    expect(unlocalizedPath('/en/noticias')).toBe('/noticias');
    expect(unlocalizedPath('/es')).toBe('/');
    expect(unlocalizedPath('/enquete')).toBe('/enquete');
  });

  it('moves a URL to another language, keeping its query and hash', () => {
    expect(switchLanguageOfUrl('/noticias?page=2', 'en')).toBe('/en/noticias?page=2');
    expect(switchLanguageOfUrl('/en/#eventos', 'es')).toBe('/es#eventos');
    expect(switchLanguageOfUrl('/es?event=x', 'pt')).toBe('/?event=x');
    expect(switchLanguageOfUrl('/en', 'pt')).toBe('/');
  });

  it('names each language as <html lang> and hreflang expect', () => {
    expect(HTML_LANG).toEqual({ pt: 'pt-BR', en: 'en', es: 'es' });
  });
});
