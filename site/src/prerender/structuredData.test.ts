import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import type { Article } from '../data/article';
import { structuredDataOf, type StructuredDataContext } from './structuredData';

const ARTICLE: Article = {
  id: 'a1',
  title: 'Título',
  summary: 'Resumo',
  content: 'Texto',
  body_html: null,
  slug: 'titulo',
  image_url: null,
  published_at: new Date('2026-03-10T12:30:00.000Z'),
  source_url: null,
  partner_logo_url: null,
  columnist: null,
  cvcs: [],
  content_language: 'pt',
  versions: { pt: 'titulo' },
};

const context = (over: Partial<StructuredDataContext> = {}): StructuredDataContext => ({
  head: { title: 'Título', description: 'Resumo', image: '/images/site/news-fallback.svg' },
  reads: { article: ARTICLE },
  settings: SITE_SETTINGS_PLACEHOLDERS,
  language: 'es',
  at: {
    language: 'es',
    pathname: '/noticia/titulo',
    search: new URLSearchParams(),
    params: { slug: 'titulo' },
  },
  origin: 'https://cvc.example',
  ...over,
});

describe('structuredDataOf', () => {
  it('describes a news page’s article at its canonical address in the page’s language, with the head’s image', () => {
    expect(structuredDataOf('news-article', context())).toMatchObject({
      '@type': 'NewsArticle',
      url: 'https://cvc.example/es/artigo/titulo',
      image: ['https://cvc.example/images/site/news-fallback.svg'],
      publisher: { name: 'Associação Brasileira de Corporate Venture Capital' },
    });
  });

  it('describes the home as the association, from the settings’ identity', () => {
    const settings = {
      ...SITE_SETTINGS_PLACEHOLDERS,
      association: { name: 'Associação Salva', postal_address: 'Rua Salva, 1' },
      profiles: [{ url: 'https://www.youtube.com/@cvc-exemplo' }],
    };
    expect(structuredDataOf('home', context({ settings, reads: {} }))).toMatchObject({
      '@type': 'Organization',
      name: 'Associação Salva',
      address: { streetAddress: 'Rua Salva, 1' },
      sameAs: ['https://www.youtube.com/@cvc-exemplo'],
    });
  });

  it('keeps a head’s own data (a shared event), and gives none to a missing article or another page', () => {
    const event = { '@type': 'Event' };
    expect(structuredDataOf('home', context({ head: { title: null, description: '', jsonLd: event } }))).toBe(
      event,
    );
    expect(structuredDataOf('news-article', context({ reads: { article: null } }))).toBeUndefined();
    const notFound = { title: 'x', description: 'y', notFound: true };
    expect(structuredDataOf('news-article', context({ head: notFound }))).toBeUndefined();
    expect(structuredDataOf('news', context())).toBeUndefined();
  });
});
