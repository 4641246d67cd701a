import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { toArticle } from './article';
import { toCvcEvent } from './enabledEvents';
import { versionsOf } from './inLanguage';
import { toNewsTeaser } from './latestNews';
import { toReport } from './latestReports';

/** A stored document as the SDK gives it: its fields by name and all of them at once. */
function stored(id: string, fields: Record<string, unknown>): DocumentSnapshot {
  return { id, data: () => fields, get: (field: string) => fields[field] } as unknown as DocumentSnapshot;
}

const NEWS = stored('n1', {
  title: 'O novo ciclo',
  summary: 'Resumo',
  content: 'Texto',
  slug: 'o-novo-ciclo',
  image_url: '/img.png',
  translations: {
    en: {
      title: 'The new cycle',
      summary: 'Summary',
      content: 'Text',
      slug: 'the-new-cycle',
      source_fingerprint: '00000000',
    },
  },
});

describe('a read in the page’s language', () => {
  it('gives a translated item’s version, its slug there, and says it is in that language', () => {
    expect(toNewsTeaser(NEWS, 'en')).toEqual({
      id: 'n1',
      title: 'The new cycle',
      summary: 'Summary',
      slug: 'the-new-cycle',
      image_url: '/img.png',
      published_at: null,
      content_language: 'en',
    });
  });

  it('gives the Portuguese, said to be Portuguese, where there is no version in the page’s language', () => {
    expect(toNewsTeaser(NEWS, 'es')).toMatchObject({
      title: 'O novo ciclo',
      slug: 'o-novo-ciclo',
      content_language: 'pt',
    });
    expect(toNewsTeaser(NEWS, 'pt')).toMatchObject({ title: 'O novo ciclo', content_language: 'pt' });
  });

  it('carries no other language’s text: only the fields the page shows, in one language', () => {
    const shown = JSON.stringify(toArticle('news', NEWS, 'pt'));
    expect(shown).not.toContain('The new cycle');
    expect(shown).not.toContain('translations');
    // The other versions' slugs alone, for the alternates and the language switcher.
    expect(toArticle('news', NEWS, 'pt').versions).toEqual({ pt: 'o-novo-ciclo', en: 'the-new-cycle' });
  });

  it('lays a report’s and an event’s translated fields over the original, the rest untouched', () => {
    const report = stored('r1', {
      title: 'Relatório',
      description: 'Descrição',
      category: 'Mercado',
      is_free: true,
      translations: {
        es: { title: 'Informe', description: 'Descripción', category: 'Mercado ES', source_fingerprint: '0' },
      },
    });
    expect(toReport(report, 'es')).toMatchObject({
      title: 'Informe',
      category: 'Mercado ES',
      is_free: true,
      content_language: 'es',
    });
    const event = stored('e1', {
      title: 'Fórum',
      description: 'Encontro',
      location: 'São Paulo',
      date: '2099-01-02',
      translations: {
        en: { title: 'Forum', description: 'Meeting', location: 'São Paulo', source_fingerprint: '0' },
      },
    });
    expect(toCvcEvent(event, 'en')).toMatchObject({
      title: 'Forum',
      description: 'Meeting',
      full_description: null,
      date: '2099-01-02',
      content_language: 'en',
    });
    expect(toCvcEvent(event, 'es')).toMatchObject({ title: 'Fórum', content_language: 'pt' });
  });

  it('lists the versions an item exists in, a translation without a slug of its own at the Portuguese one', () => {
    expect(versionsOf(stored('x', { slug: 'a', translations: { es: { title: 'b' } } }))).toEqual({
      pt: 'a',
      es: 'a',
    });
    expect(versionsOf(stored('x', { slug: 'a' }))).toEqual({ pt: 'a' });
  });
});
