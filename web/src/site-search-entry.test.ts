import { describe, expect, it } from 'vitest';
import { changedSearchEntries, searchEntriesOf, searchEntryOf } from './site-search-entry';

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
    expect(Object.keys(entry!).sort()).toEqual([
      'content_language',
      'date',
      'kind',
      'language',
      'path',
      'summary',
      'title',
      'tokens',
      'visible_from',
      'visible_until',
    ]);
  });

  it('writes a scheduled item its entry at the save, visible from its time; an older event from always', () => {
    expect(searchEntryOf('news', 'n1', news)?.visible_from).toBe(published);
    expect(
      searchEntryOf('report', 'r1', { title: 'R', description: 'D', published_at: when })?.visible_from,
    ).toBe(published);
    const event = { title: 'E', description: 'D', date: '2026-12-01', enabled: true };
    expect(searchEntryOf('event', 'e1', event)?.visible_from).toEqual(new Date(0));
    const scheduled = { ...event, published_at: when, unpublish_at: when };
    expect(searchEntryOf('event', 'e1', scheduled)).toMatchObject({
      visible_from: published,
      visible_until: published,
    });
    // An unpublish time goes with the entry, for the search to drop it then.
    const leaves = new Date('2026-12-20T12:00:00Z');
    expect(searchEntryOf('news', 'n1', { ...news, unpublish_at: leaves })?.visible_until).toBe(leaves);
    expect(searchEntryOf('news', 'n1', news)?.visible_until).toBeNull();
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

describe('an entry per page language', () => {
  const translated = {
    ...news,
    translations: {
      en: {
        title: 'Open innovation',
        summary: 'Summary',
        content: 'Body about ventures',
        slug: 'open-innovation',
        source_fingerprint: '0123abcd',
      },
    },
  };

  it('holds the translation where there is one, else the Portuguese, saying which', () => {
    const entries = searchEntriesOf('news', 'n1', translated);
    expect(entries.pt).toMatchObject({ language: 'pt', content_language: 'pt', title: 'Inovação aberta' });
    expect(entries.en).toMatchObject({
      language: 'en',
      content_language: 'en',
      title: 'Open innovation',
      summary: 'Summary',
      path: '/artigo/open-innovation',
      date: published,
    });
    expect(entries.en?.tokens).toEqual(expect.arrayContaining(['open', 'innovation', 'venture']));
    expect(entries.en?.tokens).not.toContain('inovacao');
    expect(entries.es).toMatchObject({
      language: 'es',
      content_language: 'pt',
      title: 'Inovação aberta',
      path: '/artigo/inovacao-aberta',
    });
    expect(entries.es?.tokens).toContain('inovacao');
  });

  it('translates an event and a report by their own fields', () => {
    const event = {
      title: 'Fórum',
      description: 'Encontro',
      location: 'São Paulo',
      date: '2026-12-01',
      enabled: true,
      translations: { es: { title: 'Foro', description: 'Reunión', location: 'São Paulo' } },
    };
    expect(searchEntryOf('event', 'e1', event, 'es')).toMatchObject({
      title: 'Foro',
      summary: 'Reunión',
      path: '/evento/e1',
      content_language: 'es',
    });
    const report = {
      title: 'Panorama',
      description: 'Estudo',
      published_at: when,
      translations: { en: { title: 'Outlook', description: 'Study' } },
    };
    expect(searchEntryOf('report', 'r1', report, 'en')).toMatchObject({ title: 'Outlook', summary: 'Study' });
  });

  it('rewrites only the entries a save changes, and deletes all three when the item goes', () => {
    const ids = (changes: ReturnType<typeof changedSearchEntries>) => changes.map((change) => change.id);
    expect(ids(changedSearchEntries('news', 'n1', undefined, news))).toEqual([
      'news-n1',
      'en-news-n1',
      'es-news-n1',
    ]);
    // A staff field alone: nothing to write.
    expect(changedSearchEntries('news', 'n1', news, { ...news, updated_by: 'outra' })).toEqual([]);
    // A translation added: its language's entry alone.
    expect(ids(changedSearchEntries('news', 'n1', news, translated))).toEqual(['en-news-n1']);
    // The same instant as a Timestamp and as a Date is no change.
    expect(changedSearchEntries('news', 'n1', news, { ...news, published_at: published })).toEqual([]);
    const gone = changedSearchEntries('news', 'n1', translated, { ...translated, status: 'draft' });
    expect(gone.map(({ id, entry }) => [id, entry])).toEqual([
      ['news-n1', null],
      ['en-news-n1', null],
      ['es-news-n1', null],
    ]);
    expect(changedSearchEntries('news', 'n1', { ...news, status: 'draft' }, undefined)).toEqual([]);
  });
});
