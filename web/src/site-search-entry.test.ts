import { describe, expect, it } from 'vitest';
import { searchEntryOf } from './site-search-entry';

// A Firestore Timestamp as any SDK reads it: something with toDate().
const published = new Date('2026-11-20T12:00:00Z');
const when = { toDate: () => published };
const news = {
  title: 'Inovação aberta',
  summary: 'Resumo',
  content: 'Corpo com [fonte](https://x.org)',
  slug: 'inovacao-aberta',
  status: 'published',
  published_at: when,
  updated_by: 'uid-da-editora',
  cvcs_mentioned: ['Aurora'],
};

describe('searchEntryOf', () => {
  it('keeps a published article by its public fields and words, at its address', () => {
    const entry = searchEntryOf('opinion', 'o1', news);
    expect(entry).toMatchObject({
      kind: 'opinion',
      title: 'Inovação aberta',
      summary: 'Resumo',
      path: '/opiniao/inovacao-aberta',
      date: published,
    });
    expect(entry?.tokens).toEqual(expect.arrayContaining(['ino', 'inovacao', 'abe', 'corpo', 'fonte']));
    expect(entry?.tokens).not.toEqual(expect.arrayContaining(['uid']));
    expect(Object.keys(entry!).sort()).toEqual(['date', 'kind', 'path', 'summary', 'title', 'tokens']);
  });

  it('has no entry for a draft, an undated article, a disabled or undated event, or a deleted item', () => {
    expect(searchEntryOf('news', 'n1', { ...news, status: 'draft' })).toBeNull();
    expect(searchEntryOf('news', 'n1', { ...news, published_at: null })).toBeNull();
    expect(searchEntryOf('event', 'e1', { title: 'E', date: '2026-12-01', enabled: false })).toBeNull();
    expect(searchEntryOf('event', 'e1', { title: 'E', date: 'amanhã', enabled: true })).toBeNull();
    expect(searchEntryOf('news', 'n1', undefined)).toBeNull();
  });

  it('dates an event by its day at noon in São Paulo, at its page; a report at the reports list', () => {
    expect(
      searchEntryOf('event', 'e1', { title: 'Fórum', description: 'D', date: '2026-12-01', enabled: true }),
    ).toMatchObject({ path: '/evento/e1', date: new Date('2026-12-01T15:00:00Z'), summary: 'D' });
    expect(
      searchEntryOf('report', 'r1', { title: 'Panorama', description: 'Estudo', published_at: when }),
    ).toMatchObject({ path: '/reports', summary: 'Estudo' });
  });
});
