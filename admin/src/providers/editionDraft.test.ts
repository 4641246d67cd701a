import { EDITION_ITEMS_MAX, VALIDATION_MESSAGES } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { editionDraftSchema } from './editionDraft';

describe('a newsletter edition saved from the console', () => {
  it('keeps only the fields staff write, trimmed, empty ones as null, always a draft', () => {
    const saved = editionDraftSchema.parse({
      subject_pt: '  Novidades de novembro ',
      subject_en: '',
      intro_pt: 'Olá',
      news_ids: ['n1', 'n2'],
      status: 'sent',
      send: { recipients: 3 },
      created_at: new Date(),
      updated_by: 'someone',
    });
    expect(saved).toEqual({
      subject_pt: 'Novidades de novembro',
      subject_en: null,
      subject_es: null,
      intro_pt: 'Olá',
      intro_en: null,
      intro_es: null,
      news_ids: ['n1', 'n2'],
      opinion_ids: [],
      report_ids: [],
      event_ids: [],
      status: 'draft',
    });
  });

  it('needs the Portuguese subject, which names the edition in the list', () => {
    const result = editionDraftSchema.safeParse({ subject_en: 'News' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['subject_pt']]);
  });

  it('takes at most EDITION_ITEMS_MAX items of a kind, as the rules do', () => {
    const ids = Array.from({ length: EDITION_ITEMS_MAX + 1 }, (_, i) => `e${i}`);
    const result = editionDraftSchema.safeParse({ subject_pt: 'S', event_ids: ids });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['event_ids'],
      message: VALIDATION_MESSAGES.tooManyItems(EDITION_ITEMS_MAX),
    });
    expect(editionDraftSchema.safeParse({ subject_pt: 'S', event_ids: ids.slice(1) }).success).toBe(true);
  });
});
