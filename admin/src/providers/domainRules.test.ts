import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import {
  SLUG_SUFFIX_TRIES,
  slugCandidates,
  sourceFingerprint,
  withTranslationBookkeeping,
} from '@cvc/domain';
import { withDomainRules } from './domainRules';
import type { TakenSlugs } from './takenSlugs';

// A recording stand-in for Firestore: these tests are about what the rules hand to the provider.
function recorder() {
  const writes: { method: string; resource: string; data: Record<string, unknown> }[] = [];
  const record = (method: string) => async (resource: string, params: { data: Record<string, unknown> }) => {
    writes.push({ method, resource, data: params.data });
    return { data: { id: 'x', ...params.data } };
  };
  const provider = { create: record('create'), update: record('update') } as unknown as DataProvider;
  return { writes, provider };
}

const NOW = new Date(Date.UTC(2026, 0, 10, 12));
const EARLIER = new Date(Date.UTC(2025, 5, 1, 9));
const article = { title: 'Ação: Inovação & Capital!', summary: 'Resumo', content: 'Texto' };

describe('CVC directory', () => {
  it('stores the lookup key /api/cvc-info matches, derived from the name on create and on edit', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    const cvc = { name: 'Órbita Saúde Ventures', sector: 'Saúde', portfolio_startups: 3, investments: 5 };
    await rules.create('cvcs', { data: { ...cvc, main_stage: 'Seed', name_key: 'typed' } });
    await rules.update('cvcs', {
      id: 'c1',
      data: { ...cvc, name: 'Orbita  SAÚDE', main_stage: 'Seed' },
      previousData: { id: 'c1' },
    });
    expect(writes.map((w) => w.data.name_key)).toEqual(['orbita saude ventures', 'orbita saude']);
  });
});

describe('news and opinions bodies', () => {
  const stored = (data: Record<string, unknown>) =>
    ({ getOne: async () => ({ data: { id: 'n1', ...data } }) }) as unknown as DataProvider;

  it('opens a body stored as lines as the Markdown of the same paragraphs, and saves it as Markdown', async () => {
    const rules = withDomainRules(stored({ content: 'Um *dois*\n# três' }), () => NOW);
    const { data } = await rules.getOne('news', { id: 'n1' });
    expect(data).toMatchObject({ content: 'Um \\*dois\\*\n\n\\# três\n', content_format: 'markdown' });

    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).create('opinions', {
      data: { ...article, columnist_id: 'c1' },
    });
    expect(writes[0]!.data.content_format).toBe('markdown');
  });

  it('opens a Markdown body as stored', async () => {
    const rules = withDomainRules(stored({ content: 'Um *dois*', content_format: 'markdown' }), () => NOW);
    expect((await rules.getOne('opinions', { id: 'n1' })).data.content).toBe('Um *dois*');
  });
});

describe('news and opinions publication rules', () => {
  it('creates a draft with no date and a slug from the title', async () => {
    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).create('news', { data: { ...article } });
    expect(writes[0]!.data).toMatchObject({
      status: 'draft',
      published_at: null,
      slug: 'acao-inovacao-capital',
    });
  });

  it('stamps now on every save as published, edits included', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    await rules.create('news', { data: { ...article, status: 'published' } });
    await rules.update('opinions', {
      id: 'o1',
      data: { ...article, columnist_id: 'c1', status: 'published' },
      previousData: { id: 'o1', published_at: EARLIER },
    });
    expect(writes.map((w) => w.data.published_at)).toEqual([NOW, NOW]);
  });

  it('keeps the old date when saved as draft, and regenerates the slug from a new title', async () => {
    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).update('news', {
      id: 'n1',
      data: { ...article, title: 'Novo título', slug: 'velho', status: 'draft' },
      previousData: { id: 'n1', published_at: EARLIER, slug: 'velho' },
    });
    expect(writes[0]!.data).toMatchObject({ published_at: EARLIER, slug: 'novo-titulo', status: 'draft' });
  });

  it('keeps the old date as a date when the cache held it as a string (react-admin clones a saved record)', async () => {
    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).update('news', {
      id: 'n1',
      data: { ...article, status: 'draft' },
      previousData: { id: 'n1', published_at: EARLIER.toISOString(), slug: 'velho' },
    });
    expect(writes[0]!.data.published_at).toEqual(EARLIER);
    expect(writes[0]!.data.published_at).toBeInstanceOf(Date);
  });

  it('stores empty optional URLs as null and drops keys the schema does not know', async () => {
    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).create('news', {
      data: { ...article, image_url: '', source_url: '  ', id: 'stray', extra: 1 },
    });
    expect(writes[0]!.data).toMatchObject({ image_url: null, source_url: null });
    expect(writes[0]!.data).not.toHaveProperty('extra');
    expect(writes[0]!.data).not.toHaveProperty('id');
  });

  it('refuses an invalid article before it reaches the database', async () => {
    const { writes, provider } = recorder();
    await expect(withDomainRules(provider).create('news', { data: { title: '' } })).rejects.toThrow();
    expect(writes).toEqual([]);
  });
});

describe('other entities', () => {
  it('forces the maintainer and participant pages to their own type', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider);
    const data = { name: 'Aurora', logo_url: '/logos/aurora.svg', partner_type: 'partner' };
    await rules.create('maintainers', { data });
    await rules.create('participants', { data });
    expect(writes.map((w) => [w.data.partner_type, w.data.is_maintainer, w.data.display_order])).toEqual([
      ['maintainer', true, 0],
      ['participant', false, 0],
    ]);
  });

  it('saves the type chosen on the Partners page, a partner when none is given (SPEC §5)', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider);
    const data = { name: 'Aurora', logo_url: '/logos/aurora.svg' };
    await rules.create('partners', { data: { ...data, partner_type: 'maintainer' } });
    await rules.update('partners', { id: 'p1', data: { ...data }, previousData: { id: 'p1', ...data } });
    await rules.update('partners', {
      id: 'p2',
      data: { ...data, partner_type: 'participant' },
      previousData: { id: 'p2', ...data, partner_type: 'partner' },
    });
    expect(writes.map((w) => [w.data.partner_type, w.data.is_maintainer])).toEqual([
      ['maintainer', true],
      ['partner', false],
      ['participant', false],
    ]);
  });

  it('publishes a report when created and drops price and checkout of a free one', async () => {
    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).create('reports', {
      data: { title: 'R', description: 'D', pdf_url: '/r.pdf', is_free: true, price: 0, checkout_url: '' },
    });
    expect(writes[0]!.data).toMatchObject({
      published_at: NOW,
      price: null,
      checkout_url: null,
      is_free: true,
    });
  });

  it('saves a newsletter edition as a draft, stamped with when it last changed', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    await rules.create('newsletter-editions', { data: { subject_pt: 'Novembro', news_ids: ['n1'] } });
    await rules.update('newsletter-editions', {
      id: 'e1',
      data: { subject_pt: 'Novembro', status: 'sending', send: { recipients: 2 } },
      previousData: { id: 'e1' },
    });
    expect(writes.map((write) => [write.data.status, write.data.updated_at, 'send' in write.data])).toEqual([
      ['draft', NOW, false],
      ['draft', NOW, false],
    ]);
    expect(writes[0]!.data.news_ids).toEqual(['n1']);
  });
});

describe('one address per item', () => {
  const taken =
    (slugs: string[]): TakenSlugs =>
    async (_resource, candidates) =>
      new Set(candidates.filter((slug) => slugs.includes(slug)));

  it('gives a title another item holds (now or before) the first free numbered suffix', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(
      provider,
      () => NOW,
      taken(['acao-inovacao-capital', 'acao-inovacao-capital-2']),
    );
    await rules.create('news', { data: { ...article } });
    expect(writes[0]!.data.slug).toBe('acao-inovacao-capital-3');
  });

  it('asks about the item’s own kind, excluding the item itself, so a re-save keeps its address', async () => {
    const asked: unknown[] = [];
    const { provider } = recorder();
    const spy: TakenSlugs = async (resource, candidates, itemId) => {
      asked.push([resource, candidates[0], candidates.length, itemId]);
      return new Set();
    };
    await withDomainRules(provider, () => NOW, spy).update('opinions', {
      id: 'o1',
      data: { ...article, columnist_id: 'c1' },
      previousData: { id: 'o1' },
    });
    expect(asked).toEqual([['opinions', 'acao-inovacao-capital', SLUG_SUFFIX_TRIES, 'o1']]);
  });

  it('falls back to a unique suffix when every numbered one is taken', async () => {
    const { writes, provider } = recorder();
    const all = slugCandidates('acao-inovacao-capital');
    await withDomainRules(provider, () => NOW, taken(all)).create('news', { data: { ...article } });
    expect(writes[0]!.data.slug).toBe(`acao-inovacao-capital-${NOW.getTime().toString(36)}`);
  });
});

describe('scheduled publishing', () => {
  // NOW is 2026-01-10 09:00 in São Paulo; the form's "Publicar em" is São Paulo's wall clock.
  const TOMORROW = new Date(Date.UTC(2026, 0, 11, 12));
  const stored = (data: Record<string, unknown>) =>
    ({ getOne: async () => ({ data: { id: 'n1', ...data } }) }) as unknown as DataProvider;

  it('publishes news at the time the form names, stores no publish_at, and empty means now', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    await rules.create('news', { data: { ...article, status: 'published', publish_at: '2026-01-11T09:00' } });
    await rules.create('news', { data: { ...article, status: 'published', publish_at: '' } });
    expect(writes.map((w) => w.data.published_at)).toEqual([TOMORROW, NOW]);
    expect(writes.every((w) => !('publish_at' in w.data))).toBe(true);
  });

  it('opens a scheduled item with its time in the field, so an unchanged edit keeps the schedule', async () => {
    const rules = withDomainRules(
      stored({ ...article, status: 'published', published_at: TOMORROW }),
      () => NOW,
    );
    const { data } = await rules.getOne('news', { id: 'n1' });
    expect(data.publish_at).toBe('2026-01-11T09:00');
    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).update('news', {
      id: 'n1',
      data,
      previousData: data,
    });
    expect(writes[0]!.data.published_at).toEqual(TOMORROW);
    // An item already out opens with the field empty: a save publishes it anew, as before scheduling existed.
    const past = withDomainRules(
      stored({ ...article, status: 'published', published_at: EARLIER }),
      () => NOW,
    );
    expect((await past.getOne('news', { id: 'n1' })).data.publish_at).toBe('');
  });

  it('schedules a report, keeps a past date on an edit, and publishes now a schedule emptied', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    const report = { title: 'R', description: 'D', pdf_url: '/r.pdf', is_free: true };
    await rules.create('reports', { data: { ...report, publish_at: '2026-01-11T09:00' } });
    await rules.update('reports', {
      id: 'r1',
      data: { ...report, publish_at: '' },
      previousData: { id: 'r1', published_at: EARLIER },
    });
    await rules.update('reports', {
      id: 'r1',
      data: { ...report, publish_at: '' },
      previousData: { id: 'r1', published_at: TOMORROW },
    });
    expect(writes.map((w) => w.data.published_at)).toEqual([TOMORROW, undefined, NOW]);
    expect(writes.every((w) => !('publish_at' in w.data))).toBe(true);
  });

  it('always dates an event: now, the time the form names, or now on the first save of an undated one', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    const event = { title: 'E', date: '2026-02-01', location: 'SP', description: 'D', enabled: true };
    await rules.create('events', { data: { ...event, publish_at: '' } });
    await rules.create('events', { data: { ...event, publish_at: '2026-01-11T09:00' } });
    // Stored before events had a publication time: its first save gives it one, or the lists would lose it.
    await rules.update('events', { id: 'e1', data: event, previousData: { id: 'e1', ...event } });
    await rules.update('events', {
      id: 'e1',
      data: { ...event, publish_at: '' },
      previousData: { id: 'e1', ...event, published_at: EARLIER },
    });
    expect(writes.map((w) => w.data.published_at)).toEqual([NOW, TOMORROW, NOW, undefined]);
    expect(writes.every((w) => !('publish_at' in w.data))).toBe(true);
  });

  it('stores the unpublish time as a São Paulo moment and opens it in the same field', async () => {
    const { writes, provider } = recorder();
    await withDomainRules(provider, () => NOW).create('news', {
      data: { ...article, status: 'published', unpublish_at: '2026-01-20T18:00' },
    });
    const leaves = new Date(Date.UTC(2026, 0, 20, 21));
    expect(writes[0]!.data.unpublish_at).toEqual(leaves);
    const rules = withDomainRules(
      stored({ ...article, status: 'published', published_at: EARLIER, unpublish_at: leaves }),
      () => NOW,
    );
    expect((await rules.getOne('news', { id: 'n1' })).data.unpublish_at).toBe('2026-01-20T18:00');
  });

  it('writes an empty unpublish time only to clear one the item held', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    const published = { ...article, status: 'published', unpublish_at: '' };
    await rules.create('news', { data: published });
    await rules.update('news', { id: 'n1', data: published, previousData: { id: 'n1', unpublish_at: '' } });
    await rules.update('news', {
      id: 'n1',
      data: published,
      previousData: { id: 'n1', unpublish_at: '2026-01-20T18:00' },
    });
    expect(writes.map((w) => ('unpublish_at' in w.data ? w.data.unpublish_at : 'absent'))).toEqual([
      'absent',
      'absent',
      null,
    ]);
  });
});

describe('translations on every save', () => {
  const english = { title: 'Startup Summit!', summary: 'Summary', content: 'Body' };
  const takenInEnglish: TakenSlugs = async (_resource, candidates, _id, language) =>
    new Set(language === 'en' ? candidates.slice(0, 1) : []);

  it("stores a new translation made from the Portuguese as it is now, with its own language's free slug", async () => {
    const { writes, provider } = recorder();
    const asked: (string | undefined)[] = [];
    const taken: TakenSlugs = async (...args) => {
      asked.push(args[3]);
      return takenInEnglish(...args);
    };
    await withDomainRules(provider, () => NOW, taken).create('news', {
      data: { ...article, translations: { en: english, es: { title: '', summary: '', content: '' } } },
    });
    const saved = writes[0]!.data;
    expect(saved.translations).toEqual({
      en: {
        ...english,
        slug: 'startup-summit-2',
        source_fingerprint: sourceFingerprint('news', saved),
        translated_at: NOW,
      },
    });
    expect(saved.translation_state).toEqual({ en: 'current', es: 'missing' });
    expect(asked).toEqual([undefined, 'en']);
  });

  it('turns a translation outdated when the Portuguese changes, its time a Date however the cache held it', async () => {
    const { writes, provider } = recorder();
    const stored = withTranslationBookkeeping(
      'news',
      { ...article, translations: { en: english } },
      null,
      EARLIER,
    );
    // react-admin's cache clones a saved record through JSON: its dates come back as ISO strings.
    const cached = JSON.parse(JSON.stringify({ id: 'n1', ...stored })) as Record<string, unknown>;
    const rules = withDomainRules(provider, () => NOW);
    await rules.update('news', {
      id: 'n1',
      data: { ...cached, title: 'Outro título' },
      previousData: cached,
    });
    const saved = writes[0]!.data as { translations: { en: Record<string, unknown> } } & Record<
      string,
      unknown
    >;
    expect(saved.translations.en.translated_at).toEqual(EARLIER);
    expect(saved.translations.en.source_fingerprint).toBe(sourceFingerprint('news', stored));
    expect(saved.translation_state).toEqual({ en: 'outdated', es: 'missing' });

    // "Marcar como em dia" sends the fingerprint of the Portuguese as it is now: current without retyping.
    const cachedEnglish = (cached.translations as { en: Record<string, unknown> }).en;
    const retitled = { ...article, title: 'Outro título' };
    const marked = {
      ...cached,
      ...retitled,
      translations: { en: { ...cachedEnglish, source_fingerprint: sourceFingerprint('news', retitled) } },
    };
    await rules.update('news', { id: 'n1', data: marked, previousData: cached });
    expect(writes[1]!.data.translation_state).toEqual({ en: 'current', es: 'missing' });
    expect((writes[1]!.data as typeof saved).translations.en.translated_at).toEqual(EARLIER);
  });

  it('stores both states on every translated resource, and no translation where none was typed', async () => {
    const { writes, provider } = recorder();
    const rules = withDomainRules(provider, () => NOW);
    await rules.create('columnists', { data: { name: 'N', bio: 'Bio' } });
    await rules.create('suppliers', {
      data: { name: 'S', description: 'D', category: 'Escritórios de Advocacia' },
    });
    await rules.create('events', {
      data: { title: 'E', date: '2026-03-01', location: 'SP', description: 'D' },
    });
    await rules.create('reports', {
      data: {
        title: 'R',
        description: 'D',
        pdf_url: '/r.pdf',
        is_free: true,
        translations: { es: { title: 'Informe', description: 'Descripción' } },
      },
    });
    await rules.update('events', {
      id: 'e1',
      data: { title: 'E', date: '2026-03-01', location: 'SP', description: 'D' },
      previousData: { id: 'e1' },
    });
    expect(writes.map((w) => w.data.translation_state)).toEqual([
      { en: 'missing', es: 'missing' },
      { en: 'missing', es: 'missing' },
      { en: 'missing', es: 'missing' },
      { en: 'missing', es: 'current' },
      { en: 'missing', es: 'missing' },
    ]);
    expect(writes[0]!.data).not.toHaveProperty('translations');
    expect((writes[3]!.data.translations as { es: object }).es).toMatchObject({ translated_at: NOW });
  });
});
