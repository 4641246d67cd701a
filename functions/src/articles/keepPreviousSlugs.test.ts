import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { slugHistoryUpdate, slugHistoryUpdates } from './keepPreviousSlugs';

// A stored document as the trigger sees it; `undefined` fields are absent.
function snapshot(fields: Record<string, unknown> | null): DocumentSnapshot {
  return {
    exists: fields !== null,
    get: (field: string) => fields?.[field],
  } as unknown as DocumentSnapshot;
}

const PUBLISHED = { published_at: new Date('2026-11-20T12:00:00Z') };

describe('slugHistoryUpdate', () => {
  it('keeps the slug a published item had when its title changes', () => {
    expect(
      slugHistoryUpdate(snapshot({ ...PUBLISHED, slug: 'velho' }), snapshot({ ...PUBLISHED, slug: 'novo' })),
    ).toEqual(['velho']);
  });

  it('keeps the slug of a draft that was once published (it keeps its date)', () => {
    expect(
      slugHistoryUpdate(
        snapshot({ ...PUBLISHED, status: 'draft', slug: 'velho' }),
        snapshot({ ...PUBLISHED, status: 'draft', slug: 'novo', previous_slugs: ['antigo'] }),
      ),
    ).toEqual(['antigo', 'velho']);
  });

  it('keeps nothing for a draft never published, on create, on delete or when the slug stays', () => {
    expect(
      slugHistoryUpdate(
        snapshot({ slug: 'rascunho', published_at: null }),
        snapshot({ slug: 'novo', published_at: null }),
      ),
    ).toBeNull();
    expect(slugHistoryUpdate(snapshot(null), snapshot({ ...PUBLISHED, slug: 'novo' }))).toBeNull();
    expect(slugHistoryUpdate(snapshot({ ...PUBLISHED, slug: 'velho' }), snapshot(null))).toBeNull();
    expect(
      slugHistoryUpdate(snapshot({ ...PUBLISHED, slug: 'igual' }), snapshot({ ...PUBLISHED, slug: 'igual' })),
    ).toBeNull();
  });

  it('gives a title changed back its address again: the current slug leaves the kept ones', () => {
    expect(
      slugHistoryUpdate(
        snapshot({ ...PUBLISHED, slug: 'novo', previous_slugs: ['velho'] }),
        snapshot({ ...PUBLISHED, slug: 'velho', previous_slugs: ['velho'] }),
      ),
    ).toEqual(['novo']);
  });

  it('ignores anything in the stored list that is not a slug', () => {
    expect(
      slugHistoryUpdate(
        snapshot({ ...PUBLISHED, slug: 'velho' }),
        snapshot({ ...PUBLISHED, slug: 'novo', previous_slugs: [42, 'antigo'] }),
      ),
    ).toEqual(['antigo', 'velho']);
  });
});

describe('slugHistoryUpdates', () => {
  const english = (slug: string) => ({ translations: { en: { slug, source_fingerprint: '0' } } });

  it('keeps an English slug a title change of the translation replaced, in previous_slugs_en alone', () => {
    expect(
      slugHistoryUpdates(
        snapshot({ ...PUBLISHED, slug: 'igual', ...english('old-title') }),
        snapshot({ ...PUBLISHED, slug: 'igual', ...english('new-title') }),
      ),
    ).toEqual({ en: ['old-title'] });
  });

  it('keeps the English slug of a translation removed, and each language’s slug apart', () => {
    expect(
      slugHistoryUpdates(
        snapshot({ ...PUBLISHED, slug: 'velho', ...english('old') }),
        snapshot({ ...PUBLISHED, slug: 'novo' }),
      ),
    ).toEqual({ pt: ['velho'], en: ['old'] });
  });

  it('changes nothing for a translation added or unchanged', () => {
    expect(
      slugHistoryUpdates(
        snapshot({ ...PUBLISHED, slug: 'igual' }),
        snapshot({ ...PUBLISHED, slug: 'igual', ...english('first') }),
      ),
    ).toEqual({});
    expect(
      slugHistoryUpdates(
        snapshot({ ...PUBLISHED, slug: 'igual', ...english('same') }),
        snapshot({ ...PUBLISHED, slug: 'igual', ...english('same') }),
      ),
    ).toEqual({});
  });
});
