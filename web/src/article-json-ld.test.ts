import { describe, expect, it } from 'vitest';
import type { Language } from '@cvc/domain';
import { articleJsonLd, type ArticleFacts } from './article-json-ld';
import { associationJsonLd } from './organization-json-ld';

const ORIGIN = 'https://cvc.example';
const ASSOCIATION = associationJsonLd(
  { name: 'Associação Brasileira de Corporate Venture Capital', postal_address: 'São Paulo - SP' },
  ORIGIN,
);
const PUBLISHER = {
  '@type': 'Organization',
  '@id': 'https://cvc.example/#organization',
  name: 'Associação Brasileira de Corporate Venture Capital',
  url: 'https://cvc.example/',
  logo: { '@type': 'ImageObject', url: 'https://cvc.example/icon-512.png', width: 512, height: 512 },
};

const NEWS: ArticleFacts = {
  title: 'CVCs investem <mais> em 2026',
  summary: 'O resumo da notícia.',
  // 12:30 UTC is 09:30 in São Paulo.
  published_at: new Date('2026-03-10T12:30:00.000Z'),
  columnist: null,
};
const OPINION: ArticleFacts = {
  title: 'Por que CVC',
  summary: 'O resumo da opinião.',
  published_at: new Date('2026-03-10T12:30:00.000Z'),
  columnist: {
    name: 'Marina Duarte',
    position: 'Diretora de Inovação',
    company: 'Aurora Energia',
    photo_url: '/images/seed/marina.jpg',
  },
};

const options = (url: string, image: string | null, language: Language = 'pt') => ({
  url,
  image,
  origin: ORIGIN,
  association: ASSOCIATION,
  language,
});

describe('articleJsonLd', () => {
  it('describes a news item as a NewsArticle by the association, dated on São Paulo’s clock', () => {
    const url = 'https://cvc.example/artigo/cvcs-investem-mais-em-2026';
    expect(articleJsonLd('news', NEWS, options(url, '/images/seed/capa.svg'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'CVCs investem <mais> em 2026',
      description: 'O resumo da notícia.',
      url: 'https://cvc.example/artigo/cvcs-investem-mais-em-2026',
      mainEntityOfPage: 'https://cvc.example/artigo/cvcs-investem-mais-em-2026',
      inLanguage: 'pt-BR',
      image: ['https://cvc.example/images/seed/capa.svg'],
      datePublished: '2026-03-10T09:30:00-03:00',
      dateModified: '2026-03-10T09:30:00-03:00',
      author: [PUBLISHER],
      publisher: PUBLISHER,
    });
  });

  it('describes an opinion as an OpinionNewsArticle by its columnist, a Person with their role', () => {
    const url = 'https://cvc.example/en/opiniao/por-que-cvc';
    const data = articleJsonLd('opinion', OPINION, options(url, 'https://img.example.org/capa.jpg', 'en'));
    expect(data['@type']).toBe('OpinionNewsArticle');
    // On the English page the text is still the Portuguese staff wrote.
    expect(data.inLanguage).toBe('pt-BR');
    expect(data.image).toEqual(['https://img.example.org/capa.jpg']);
    expect(data.datePublished).toBe('2026-03-10T09:30:00-03:00');
    expect(data.author).toEqual([
      {
        '@type': 'Person',
        name: 'Marina Duarte',
        jobTitle: 'Diretora de Inovação',
        worksFor: { '@type': 'Organization', name: 'Aurora Energia' },
        image: 'https://cvc.example/images/seed/marina.jpg',
      },
    ]);
    expect(data.publisher).toEqual(PUBLISHER);
  });

  it('leaves out what the article lacks: no image, no date (a draft’s preview), no role, no columnist', () => {
    const bare = { name: 'Ana Lima', position: null, company: null, photo_url: null };
    const draft = articleJsonLd(
      'opinion',
      { ...OPINION, published_at: null, columnist: bare },
      options('u', null),
    );
    expect(draft).not.toHaveProperty('image');
    expect(draft).not.toHaveProperty('datePublished');
    expect(draft).not.toHaveProperty('dateModified');
    expect(draft.author).toEqual([{ '@type': 'Person', name: 'Ana Lima' }]);
    const orphan = articleJsonLd('opinion', { ...OPINION, columnist: null }, options('u', null));
    expect(orphan).not.toHaveProperty('author');
  });
});
