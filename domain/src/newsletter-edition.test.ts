import { describe, expect, it } from 'vitest';
import { editionRequestSchema, editionSendProblems } from './newsletter-edition';

const complete = {
  subject_pt: 'Novidades',
  subject_en: 'News',
  subject_es: 'Novedades',
  news_ids: ['n1'],
  status: 'draft' as const,
};

describe('editionSendProblems', () => {
  it('has nothing to say of a draft with a subject in each language and an item', () => {
    expect(editionSendProblems(complete)).toEqual([]);
    expect(editionSendProblems({ ...complete, news_ids: [], event_ids: ['e1'] })).toEqual([]);
  });

  it('names each missing subject, in the console’s words, and the missing items', () => {
    expect(editionSendProblems({ ...complete, subject_en: '  ', subject_es: null, news_ids: null })).toEqual([
      'Escreva o assunto em inglês antes de enviar.',
      'Escreva o assunto em espanhol antes de enviar.',
      'Escolha pelo menos um item publicado antes de enviar.',
    ]);
  });

  it('refuses an edition already sending or sent', () => {
    expect(editionSendProblems({ ...complete, status: 'sent' })).toEqual([
      'Esta edição já foi enviada ou está sendo enviada.',
    ]);
  });
});

describe('editionRequestSchema', () => {
  it('takes a document id and a known action, and nothing that names another path', () => {
    expect(editionRequestSchema.safeParse({ id: 'abc', action: 'send' }).success).toBe(true);
    expect(editionRequestSchema.safeParse({ id: 'abc', action: 'test', language: 'es' }).success).toBe(true);
    expect(editionRequestSchema.safeParse({ id: 'a/b', action: 'send' }).success).toBe(false);
    expect(editionRequestSchema.safeParse({ id: 'abc', action: 'delete' }).success).toBe(false);
    expect(editionRequestSchema.safeParse({ id: 'abc', action: 'test', language: 'fr' }).success).toBe(false);
  });
});
