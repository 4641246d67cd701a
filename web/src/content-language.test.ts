import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cvc/domain';
import { contentLanguage } from './content-language';

describe('contentLanguage', () => {
  it('answers Portuguese on every page while items carry no translations', () => {
    for (const page of LANGUAGES) expect(contentLanguage({ title: 'Notícia' }, page)).toBe('pt');
  });
});
