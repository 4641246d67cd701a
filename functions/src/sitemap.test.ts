import { describe, expect, it } from 'vitest';
import { articleEntries, sitemapXml, staticEntries } from './sitemap';

describe('sitemap', () => {
  it('lists every public route once, without the landing aliases', () => {
    expect(staticEntries().map((e) => e.path)).toEqual([
      '/',
      '/noticias',
      '/opinioes',
      '/reports',
      '/fornecedores',
      '/venturelab',
      '/revolucao-2030',
      '/formacaoexecutiva',
    ]);
  });

  it('lists news under /artigo and opinions under /opiniao with their publication day', () => {
    const news = articleEntries('news', [
      { slug: 'b', published_at: new Date('2026-11-20T15:00:00Z') },
      { slug: 'b', published_at: new Date('2026-10-01T15:00:00Z') },
      { slug: '', published_at: new Date('2026-10-01T15:00:00Z') },
    ]);
    expect(news).toEqual([{ path: '/artigo/b', lastmod: '2026-11-20' }]);
    expect(
      articleEntries('opinion', [{ slug: 'o', published_at: new Date('2026-01-02T00:00:00Z') }]),
    ).toEqual([{ path: '/opiniao/o', lastmod: '2026-01-02' }]);
  });

  it('writes a sitemaps.org urlset with absolute, escaped locations', () => {
    const xml = sitemapXml('https://cvc.org.br', [
      { path: '/' },
      { path: '/artigo/a&b', lastmod: '2026-11-20' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('<url><loc>https://cvc.org.br/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://cvc.org.br/artigo/a&amp;b</loc><lastmod>2026-11-20</lastmod></url>',
    );
  });
});
