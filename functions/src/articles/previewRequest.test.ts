import { describe, expect, it } from 'vitest';
import {
  PREVIEW_KEYS,
  PREVIEW_MESSAGES,
  PreviewRefusal,
  articlePreviewOf,
  mayPreview,
  parsePreviewRequest,
  previewMessagePage,
  previewProblems,
  withProblemsBanner,
} from './previewRequest';

const refusal = (body: unknown) => {
  try {
    parsePreviewRequest(body);
  } catch (error) {
    if (error instanceof PreviewRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
};

describe('parsePreviewRequest', () => {
  it('reads the form the console posts, Portuguese when no language is named', () => {
    expect(parsePreviewRequest({ token: ' t ', kind: 'news', id: 'abc', language: 'es' })).toEqual({
      token: 't',
      kind: 'news',
      id: 'abc',
      language: 'es',
    });
    expect(parsePreviewRequest({ token: 't', kind: 'opinion', id: 'abc' }).language).toBe('pt');
  });

  it('asks a caller without a token to sign in (401)', () => {
    expect(refusal({ kind: 'news', id: 'abc' })).toEqual({ status: 401, message: PREVIEW_MESSAGES.signIn });
    expect(refusal(undefined)?.status).toBe(401);
    expect(refusal({ token: '   ', kind: 'news', id: 'abc' })?.status).toBe(401);
  });

  it.each([
    ['an unknown kind', { kind: 'reports', id: 'abc' }],
    ['no id', { kind: 'news', id: '' }],
    ['a path for an id', { kind: 'news', id: 'a/b' }],
    ['a dot id', { kind: 'news', id: '..' }],
    ['an id over 128 characters', { kind: 'news', id: 'x'.repeat(129) }],
    ['an unknown language', { kind: 'news', id: 'abc', language: 'fr' }],
  ])('refuses %s as invalid (400)', (_case, fields) => {
    expect(refusal({ token: 't', ...fields })).toEqual({ status: 400, message: PREVIEW_MESSAGES.invalid });
  });
});

describe('mayPreview', () => {
  // A token from a sign-in that proved the SMS code, as Firebase writes it.
  const sms = (claims: object) => ({
    ...claims,
    firebase: {
      sign_in_provider: 'password',
      sign_in_second_factor: 'phone',
      second_factor_identifier: 'phone-1',
    },
    auth_time: 1_800_000_000,
  });
  // The member confirmed that phone by the code mailed to them.
  const approved = { approved_factors: ['phone-1'] };
  const newsRecord = { permissions: { news: true }, ...approved };

  it('lets a holder of the kind’s key through when the token and the record both grant it', () => {
    expect(mayPreview(sms({ perms: { news: true } }), newsRecord, 'news')).toBe(true);
    expect(
      mayPreview(
        sms({ perms: { opinions: true } }),
        { permissions: { opinions: true }, ...approved },
        'opinion',
      ),
    ).toBe(true);
    expect(mayPreview(sms({ role: 'admin' }), { role: 'admin', ...approved }, 'opinion')).toBe(true);
  });

  it('refuses staff without the key: the news key does not preview opinions', () => {
    expect(mayPreview(sms({ perms: { news: true } }), newsRecord, 'opinion')).toBe(false);
    expect(
      mayPreview(sms({ perms: { leads: true } }), { permissions: { leads: true }, ...approved }, 'news'),
    ).toBe(false);
    expect(mayPreview(sms({}), null, 'news')).toBe(false);
  });

  it('refuses a token whose claims the record no longer backs (removed, or a key taken away)', () => {
    expect(mayPreview(sms({ perms: { news: true } }), null, 'news')).toBe(false);
    expect(mayPreview(sms({ role: 'admin' }), { permissions: { leads: true }, ...approved }, 'news')).toBe(
      false,
    );
  });

  it('refuses a factor the member never confirmed by mail (a phone enrolled with a stolen password)', () => {
    expect(mayPreview(sms({ role: 'admin' }), { role: 'admin' }, 'news')).toBe(false);
    expect(mayPreview(sms({ role: 'admin' }), { role: 'admin', approved_factors: ['phone-2'] }, 'news')).toBe(
      false,
    );
  });

  it('refuses the password alone, and a session signed in before a reset of the factors', () => {
    expect(
      mayPreview(
        { role: 'admin', firebase: { sign_in_provider: 'password' } },
        { role: 'admin', ...approved },
        'news',
      ),
    ).toBe(false);
    const admin = { role: 'admin', ...approved };
    expect(
      mayPreview(sms({ role: 'admin' }), { ...admin, sessions_valid_after: 1_800_000_001 }, 'news'),
    ).toBe(false);
    expect(
      mayPreview(sms({ role: 'admin' }), { ...admin, sessions_valid_after: 1_800_000_000 }, 'news'),
    ).toBe(true);
  });

  it('names the key that writes each kind', () => {
    expect(PREVIEW_KEYS).toEqual({ news: 'news', opinion: 'opinions' });
  });
});

describe('articlePreviewOf', () => {
  it('takes the stored fields, Timestamps as Dates', () => {
    const when = new Date('2026-11-20T12:00:00Z');
    expect(
      articlePreviewOf('opinion', 'op1', {
        title: 'Título',
        summary: 'Resumo',
        content: 'A\nB',
        content_format: 'markdown',
        slug: 'titulo',
        image_url: '',
        published_at: { toDate: () => when },
        source_url: 'https://example.org',
        partner_logo_url: null,
        columnist_id: 'c1',
      }),
    ).toEqual({
      kind: 'opinion',
      id: 'op1',
      title: 'Título',
      summary: 'Resumo',
      content: 'A\nB',
      content_format: 'markdown',
      content_language: 'pt',
      slug: 'titulo',
      image_url: null,
      published_at: when,
      source_url: 'https://example.org',
      partner_logo_url: null,
      columnist_id: 'c1',
      cvcs_mentioned: [],
    });
  });

  it("shows the page language's translation where there is one, else the Portuguese as such", () => {
    const stored = {
      title: 'Título',
      summary: 'Resumo',
      content: 'Linha um\nLinha dois',
      slug: 'titulo',
      image_url: 'https://example.org/a.png',
      translations: {
        en: {
          title: 'Title',
          summary: 'Summary',
          content: '**Body**',
          slug: 'title',
          source_fingerprint: 'ab12cd34',
        },
      },
    };
    const english = articlePreviewOf('news', 'n1', stored, 'en');
    expect(english).toMatchObject({
      title: 'Title',
      summary: 'Summary',
      content: '**Body**',
      slug: 'title',
      // A translation is written in Markdown, whatever the Portuguese body is stored as.
      content_format: 'markdown',
      content_language: 'en',
      image_url: 'https://example.org/a.png',
    });
    expect(articlePreviewOf('news', 'n1', stored, 'es')).toMatchObject({
      title: 'Título',
      slug: 'titulo',
      content_format: null,
      content_language: 'pt',
    });
  });

  it('reads missing or mistyped fields as empty instead of failing', () => {
    const preview = articlePreviewOf('news', 'n1', {
      title: 3,
      cvcs_mentioned: ['Aurora', 7],
      published_at: 'x',
    });
    expect(preview.title).toBe('');
    expect(preview.content_format).toBeNull();
    expect(preview.cvcs_mentioned).toEqual(['Aurora']);
    expect(preview.published_at).toBeNull();
  });
});

describe('previewMessagePage', () => {
  it('is a Portuguese page with the message escaped, kept out of search results', () => {
    const page = previewMessagePage('a < b & c');
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<p>a &lt; b &amp; c</p>');
  });
});

describe('previewProblems', () => {
  const stored = {
    title: 'Título',
    summary: 'Resumo',
    content: 'Texto',
    slug: 'titulo',
    status: 'draft',
    published_at: null,
    created_at: { toDate: () => new Date() },
    image_url: null,
    source_url: null,
    cvcs_mentioned: [],
  };

  it('finds nothing in an item the console saved', () => {
    expect(previewProblems('news', stored)).toEqual([]);
    expect(previewProblems('opinion', { ...stored, columnist_id: 'c1', partner_logo_url: null })).toEqual([]);
  });

  it('names each field today’s form would refuse, by its label in the form', () => {
    const problems = previewProblems('news', { ...stored, summary: '', image_url: 'javascript:alert(1)' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Resumo: .+/);
    expect(problems[1]).toMatch(/^URL da imagem: .+/);
    expect(previewProblems('opinion', { ...stored, partner_logo_url: null })[0]).toMatch(/^Colunista: .+/);
    const started = { ...stored, translations: { es: { title: 'Título', summary: '', content: 'Texto' } } };
    expect(previewProblems('news', started)).toEqual([
      expect.stringMatching(/^Tradução em espanhol: Resumo: .+/),
    ]);
  });
});

describe('withProblemsBanner', () => {
  it('puts the problems, escaped, in an alert above the page', () => {
    const html = withProblemsBanner('<html><body class="x"><div id="root"></div></body></html>', [
      'Resumo: <vazio>',
    ]);
    expect(html).toMatch(/^<html><body class="x"><aside role="alert" lang="pt-BR"[^>]*>/);
    expect(html).toContain(PREVIEW_MESSAGES.problems);
    expect(html).toContain('<li>Resumo: &lt;vazio></li>');
    expect(html).toContain('</aside><div id="root"></div>');
  });

  it('leaves a page without problems as it is', () => {
    expect(withProblemsBanner('<body></body>', [])).toBe('<body></body>');
  });
});
