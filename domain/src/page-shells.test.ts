import { describe, expect, it } from 'vitest';
import { PAGE_SHELLS, prerenderedFileOf } from './page-shells';

describe('prerenderedFileOf', () => {
  it('maps / to index.html and every other path to its .html file (Hosting cleanUrls)', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/noticias')).toBe('noticias.html');
    expect(prerenderedFileOf(PAGE_SHELLS.article)).toBe('_shell/article.html');
  });

  it('refuses a relative path', () => {
    expect(() => prerenderedFileOf('noticias')).toThrow('Not an absolute path');
  });
});
