import englishMessages from 'ra-language-english';
import brazilianMessages from 'ra-language-pt-br';
import { mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { reactAdminPtBrFixes } from './reactAdminPtBr';

type Catalogue = { [key: string]: string | Catalogue };

const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('the console in Portuguese', () => {
  it('has a Portuguese text for every react-admin key, so none falls back to English', () => {
    const portuguese = new Set(
      keysOf(mergeTranslations(brazilianMessages, reactAdminPtBrFixes) as Catalogue),
    );
    expect(keysOf(englishMessages as Catalogue).filter((key) => !portuguese.has(key))).toEqual([]);
  });

  it('ends the not-found text without the full stop react-admin adds after it', () => {
    expect(i18nProvider.translate('ra.message.not_found')).toBe(
      'Você digitou uma URL errada, ou seguiu um link errado',
    );
  });
});
