import { describe, expect, it } from 'vitest';
import type { RenderMode } from '@cvc/web';
import { articleEntries, inEveryLanguage, sitemapXml, staticEntries } from './sitemap';

describe('sitemap', () => {
  it("lists each declared page's canonical path once: no aliases, no article pattern, no not-found page", () => {
    const page = (id: string, paths: [string, ...string[]], render: RenderMode = 'request') => ({
      id,
      paths,
      render,
      params: [],
      folder: `pages/${id}`,
    });
    const pages = [
      page('home', ['/']),
      page('news-article', ['/artigo/:slug', '/noticia/:slug']),
      page('venture-lab', ['/venturelab', '/venture-lab'], 'build'),
      page('not-found', ['*'], 'fallback'),
    ];
    expect(staticEntries(pages).map((e) => e.paths)).toEqual([
      { pt: '/', en: '/', es: '/' },
      { pt: '/venturelab', en: '/venturelab', es: '/venturelab' },
    ]);
  });

  const now = new Date('2026-12-01T12:00:00Z');

  it('lists news under /artigo and opinions under /opiniao with their publication day', () => {
    const news = articleEntries(
      'news',
      [
        { slug: 'b', published_at: new Date('2026-11-20T15:00:00Z') },
        { slug: 'b', published_at: new Date('2026-10-01T15:00:00Z') },
        { slug: '', published_at: new Date('2026-10-01T15:00:00Z') },
      ],
      now,
    );
    expect(news).toEqual([{ paths: { pt: '/artigo/b' }, lastmod: '2026-11-20' }]);
    expect(
      articleEntries('opinion', [{ slug: 'o', published_at: new Date('2026-01-02T00:00:00Z') }], now),
    ).toEqual([{ paths: { pt: '/opiniao/o' }, lastmod: '2026-01-02' }]);
  });

  it('leaves an article out once its unpublish time has come', () => {
    const leaving = [
      {
        slug: 'sai',
        published_at: new Date('2026-11-01T12:00:00Z'),
        unpublish_at: new Date('2026-12-02T12:00:00Z'),
      },
    ];
    expect(articleEntries('news', leaving, now)).toHaveLength(1);
    expect(articleEntries('news', leaving, new Date('2026-12-02T12:00:00Z'))).toEqual([]);
  });

  it('leaves a scheduled article out until its time, then lists it', () => {
    const scheduled = [{ slug: 'amanha', published_at: new Date('2026-12-02T12:00:00Z') }];
    expect(articleEntries('news', scheduled, now)).toEqual([]);
    expect(articleEntries('news', scheduled, new Date('2026-12-02T12:00:00Z'))).toEqual([
      { paths: { pt: '/artigo/amanha' }, lastmod: '2026-12-02' },
    ]);
  });

  it('writes a sitemaps.org urlset with absolute, escaped locations, one per language', () => {
    const xml = sitemapXml('https://cvc.org.br', [
      { paths: inEveryLanguage('/') },
      { paths: inEveryLanguage('/artigo/a&b'), lastmod: '2026-11-20' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://cvc.org.br/',
      'https://cvc.org.br/en',
      'https://cvc.org.br/es',
      'https://cvc.org.br/artigo/a&amp;b',
      'https://cvc.org.br/en/artigo/a&amp;b',
      'https://cvc.org.br/es/artigo/a&amp;b',
    ]);
    expect(xml).toContain(
      '<url><loc>https://cvc.org.br/es/artigo/a&amp;b</loc><lastmod>2026-11-20</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://cvc.org.br/artigo/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://cvc.org.br/en/artigo/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://cvc.org.br/es/artigo/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://cvc.org.br/artigo/a&amp;b"/></url>',
    );
  });

  it('lists each translation of an article at its own slug, and an untranslated version not at all', () => {
    const articles = [
      {
        slug: 'inovacao',
        published_at: new Date('2026-11-20T15:00:00Z'),
        translated_slugs: { en: 'innovation' },
      },
      // An English slug taken by a newer article opens that one: listed once.
      {
        slug: 'outra',
        published_at: new Date('2026-11-10T15:00:00Z'),
        translated_slugs: { en: 'innovation', es: 'otra' },
      },
    ];
    expect(articleEntries('news', articles, now).map((entry) => entry.paths)).toEqual([
      { pt: '/artigo/inovacao', en: '/artigo/innovation' },
      { pt: '/artigo/outra', es: '/artigo/otra' },
    ]);
    const xml = sitemapXml('https://cvc.org.br', articleEntries('news', articles.slice(0, 1), now));
    const alternates =
      '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://cvc.org.br/artigo/inovacao"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://cvc.org.br/en/artigo/innovation"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://cvc.org.br/artigo/inovacao"/>';
    expect(xml).toContain(
      `<url><loc>https://cvc.org.br/artigo/inovacao</loc><lastmod>2026-11-20</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://cvc.org.br/en/artigo/innovation</loc><lastmod>2026-11-20</lastmod>${alternates}</url>`,
    );
    expect(xml).not.toContain('/es/');
    expect(xml).not.toContain('/en/artigo/inovacao');
  });
});
