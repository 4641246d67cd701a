import { describe, expect, it } from 'vitest';
import { columnistSchema } from './columnist';
import { newsSchema } from './news';
import { opinionSchema } from './opinion';
import { applyPublication, isPublishedAt } from './publication';
import { failedPaths, messagesFor } from './test-helpers';

const article = { title: 'Inovação Aberta', summary: 'Resumo', content: 'Parágrafo 1\nParágrafo 2' };

describe('newsSchema', () => {
  it('defaults to a draft with no links and no CVCs', () => {
    expect(newsSchema.parse(article)).toEqual({
      ...article,
      content_format: 'markdown',
      source_url: null,
      image_url: null,
      status: 'draft',
      publish_at: null,
      unpublish_at: null,
      cvcs_mentioned: [],
    });
  });

  it('requires title, summary and content', () => {
    expect(failedPaths(newsSchema, {}).sort()).toEqual(['content', 'summary', 'title']);
    expect(failedPaths(newsSchema, { ...article, content_format: 'html' })).toEqual(['content_format']);
    expect(messagesFor(newsSchema, { ...article, title: ' ' }, 'title')).toEqual(['Campo obrigatório']);
  });

  it('stores empty optional URLs as null and checks the others', () => {
    const parsed = newsSchema.parse({ ...article, source_url: '', image_url: ' https://cvc.org.br/a.jpg ' });
    expect(parsed.source_url).toBeNull();
    expect(parsed.image_url).toBe('https://cvc.org.br/a.jpg');
    expect(newsSchema.parse({ ...article, source_url: null }).source_url).toBeNull();
    expect(messagesFor(newsSchema, { ...article, source_url: 'not a url' }, 'source_url')).toEqual([
      'URL inválida',
    ]);
  });

  it('keeps mentioned CVC names, dropping blanks', () => {
    expect(
      newsSchema.parse({ ...article, cvcs_mentioned: [' Itaú CVC ', '', 'Vale Ventures'] }).cvcs_mentioned,
    ).toEqual(['Itaú CVC', 'Vale Ventures']);
  });

  it('accepts only draft and published', () => {
    expect(newsSchema.parse({ ...article, status: 'published' }).status).toBe('published');
    expect(failedPaths(newsSchema, { ...article, status: 'archived' })).toEqual(['status']);
  });
});

describe('opinionSchema', () => {
  const opinion = { ...article, columnist_id: 'c1' };

  it('requires columnist, title, summary and content', () => {
    expect(failedPaths(opinionSchema, {}).sort()).toEqual(['columnist_id', 'content', 'summary', 'title']);
    expect(messagesFor(opinionSchema, { ...opinion, columnist_id: '' }, 'columnist_id')).toEqual([
      'Selecione um colunista',
    ]);
  });

  it('stores its three optional URLs as null when empty', () => {
    expect(opinionSchema.parse({ ...opinion, image_url: '', partner_logo_url: '   ' })).toEqual({
      ...opinion,
      content_format: 'markdown',
      image_url: null,
      partner_logo_url: null,
      source_url: null,
      status: 'draft',
      publish_at: null,
      unpublish_at: null,
    });
  });

  it('rejects non-URL values in those fields', () => {
    expect(
      failedPaths(opinionSchema, {
        ...opinion,
        image_url: 'x',
        partner_logo_url: 'javascript:1',
        source_url: 'y',
      }),
    ).toEqual(['image_url', 'partner_logo_url', 'source_url']);
  });
});

describe('columnistSchema', () => {
  it('requires name and bio', () => {
    expect(failedPaths(columnistSchema, {}).sort()).toEqual(['bio', 'name']);
  });

  it('stores empty optional fields as null', () => {
    expect(
      columnistSchema.parse({ name: 'Ana', bio: 'Bio', photo_url: '', position: ' ', company: undefined }),
    ).toEqual({
      name: 'Ana',
      bio: 'Bio',
      photo_url: null,
      position: null,
      company: null,
      linkedin_url: null,
    });
  });

  it('checks photo and LinkedIn URLs', () => {
    expect(
      failedPaths(columnistSchema, { name: 'Ana', bio: 'Bio', photo_url: 'foto', linkedin_url: 'in/ana' }),
    ).toEqual(['photo_url', 'linkedin_url']);
    expect(
      columnistSchema.parse({ name: 'Ana', bio: 'Bio', linkedin_url: 'https://www.linkedin.com/in/ana' })
        .linkedin_url,
    ).toBe('https://www.linkedin.com/in/ana');
  });
});

describe('applyPublication', () => {
  const now = new Date(2026, 10, 22, 10, 0);
  const earlier = new Date(2026, 0, 1, 9, 0);

  it('stamps now on every save as published, edits included', () => {
    expect(applyPublication({ title: 'A', status: 'published' }, null, now).published_at).toBe(now);
    expect(
      applyPublication({ title: 'A', status: 'published' }, { published_at: earlier }, now).published_at,
    ).toBe(now);
  });

  it('leaves a draft created now unpublished', () => {
    expect(applyPublication({ title: 'A', status: 'draft' }, null, now).published_at).toBeNull();
  });

  it('keeps the earlier date when an item is saved back as draft', () => {
    expect(
      applyPublication({ title: 'A', status: 'draft' }, { published_at: earlier }, now).published_at,
    ).toBe(earlier);
    expect(
      applyPublication({ title: 'A', status: 'draft' }, { published_at: null }, now).published_at,
    ).toBeNull();
    expect(applyPublication({ title: 'A', status: 'draft' }, {}, now).published_at).toBeNull();
  });

  it('regenerates the slug from the title on every save and keeps the other fields', () => {
    const saved = applyPublication(
      { title: 'Nova Edição: Gestão', status: 'draft', summary: 's' },
      { published_at: null },
      now,
    );
    expect(saved).toEqual({
      title: 'Nova Edição: Gestão',
      status: 'draft',
      summary: 's',
      slug: 'nova-edicao-gestao',
      published_at: null,
    });
  });

  it('treats only published items whose date has come as public', () => {
    expect(isPublishedAt({ status: 'published', published_at: now }, now)).toBe(true);
    expect(isPublishedAt({ status: 'published', published_at: null }, now)).toBe(false);
    expect(isPublishedAt({ status: 'draft', published_at: now }, now)).toBe(false);
    const later = new Date(now.getTime() + 60_000);
    expect(isPublishedAt({ status: 'published', published_at: later }, now)).toBe(false);
    expect(isPublishedAt({ status: 'published', published_at: later }, later)).toBe(true);
    // Until its unpublish time, not at it.
    const out = { status: 'published' as const, published_at: now, unpublish_at: later };
    expect(isPublishedAt(out, now)).toBe(true);
    expect(isPublishedAt(out, later)).toBe(false);
  });

  it('drops the unpublish time of an item never dated, keeps it on a published one', () => {
    const later = new Date(now.getTime() + 60_000);
    expect(
      applyPublication({ title: 'A', status: 'draft', unpublish_at: later }, null, now).unpublish_at,
    ).toBeNull();
    expect(
      applyPublication({ title: 'A', status: 'published', unpublish_at: later }, null, now).unpublish_at,
    ).toBe(later);
  });

  it('publishes at the scheduled time instead of now, and stores no publish_at', () => {
    const later = new Date(now.getTime() + 86_400_000);
    const saved = applyPublication({ title: 'A', status: 'published', publish_at: later }, null, now);
    expect(saved.published_at).toBe(later);
    expect(saved).not.toHaveProperty('publish_at');
    // A draft is no schedule: it keeps its date whatever the field holds.
    expect(
      applyPublication({ title: 'A', status: 'draft', publish_at: later }, { published_at: null }, now)
        .published_at,
    ).toBeNull();
    // Emptied, the field means "now".
    expect(
      applyPublication({ title: 'A', status: 'published', publish_at: null }, { published_at: later }, now)
        .published_at,
    ).toBe(now);
  });
});
