import { describe, expect, it } from 'vitest';
import {
  PUBLIC_ROUTES,
  PUBLIC_ROUTE_ALIASES,
  articlePath,
  newsPath,
  opinionPath,
  parseArticlePath,
} from './public-routes';

describe('public routes', () => {
  it('are the paths of SPEC §2', () => {
    expect(Object.values(PUBLIC_ROUTES)).toEqual([
      '/',
      '/noticias',
      '/opinioes',
      '/reports',
      '/fornecedores',
      '/venturelab',
      '/revolucao-2030',
      '/formacaoexecutiva',
      '/privacidade',
    ]);
    expect(PUBLIC_ROUTE_ALIASES.ventureLab).toEqual(['/venture-lab']);
    expect(PUBLIC_ROUTE_ALIASES.revolucao2030).toEqual(['/2030revolucaotech']);
  });

  it('builds article paths, news under /artigo', () => {
    expect(newsPath('cvc-em-alta')).toBe('/artigo/cvc-em-alta');
    expect(opinionPath('o-futuro')).toBe('/opiniao/o-futuro');
    expect(articlePath('news', 'a')).toBe('/artigo/a');
    expect(articlePath('opinion', 'a')).toBe('/opiniao/a');
  });

  it('parses both news shapes and the opinion shape', () => {
    expect(parseArticlePath('/artigo/cvc-em-alta')).toEqual({ kind: 'news', slug: 'cvc-em-alta' });
    expect(parseArticlePath('/noticia/cvc-em-alta/')).toEqual({ kind: 'news', slug: 'cvc-em-alta' });
    expect(parseArticlePath('/opiniao/o-futuro')).toEqual({ kind: 'opinion', slug: 'o-futuro' });
  });

  it('rejects other paths and undecodable slugs', () => {
    expect(parseArticlePath('/artigo/')).toBeNull();
    expect(parseArticlePath('/artigo/a/b')).toBeNull();
    expect(parseArticlePath('/noticias')).toBeNull();
    expect(parseArticlePath('/artigo/%E0%A4%A')).toBeNull();
  });
});
