import type { EditionProgress, EditionRequest, EditionResult } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { askEdition, stillSending } from './editionCalls';
import { PROGRESS_MESSAGES, SEND_MESSAGES } from '../../texts/newsletterEditions';

const progress = (over: Partial<EditionProgress>): EditionProgress => ({
  status: 'sent',
  recipients: 2,
  queued: 2,
  sent: 2,
  failed: 0,
  unsubscribed_since: 0,
  last_error: null,
  ...over,
});

describe('askEdition', () => {
  it('asks the callable for one action, with the language only when given', async () => {
    const asked: EditionRequest[] = [];
    const provider = {
      newsletterEdition: async (request: EditionRequest): Promise<EditionResult> => {
        asked.push(request);
        return request.action === 'test'
          ? { action: 'test', to: 'ana@cvc.local', language: request.language ?? 'pt' }
          : { action: 'count', recipients: 3 };
      },
    };
    expect(await askEdition(provider, 'e1', 'count')).toEqual({ action: 'count', recipients: 3 });
    expect((await askEdition(provider, 'e1', 'test', 'es')).to).toBe('ana@cvc.local');
    expect(asked).toEqual([
      { id: 'e1', action: 'count' },
      { id: 'e1', action: 'test', language: 'es' },
    ]);
  });

  it('refuses an answer to another action', async () => {
    const provider = {
      newsletterEdition: async (): Promise<EditionResult> => ({ action: 'count', recipients: 1 }),
    };
    await expect(askEdition(provider, 'e1', 'progress')).rejects.toThrow(/count to progress/);
  });
});

describe('stillSending', () => {
  it('goes on while batches are left or queued mail is undelivered', () => {
    expect(stillSending(progress({ status: 'sending' }))).toBe(true);
    expect(stillSending(progress({ sent: 1 }))).toBe(true);
    expect(stillSending(progress({ sent: 1, failed: 1 }))).toBe(false);
    expect(stillSending(progress({}))).toBe(false);
    expect(stillSending(progress({ status: 'interrupted', queued: 1, sent: 1 }))).toBe(false);
  });
});

describe('the counts in words', () => {
  it('names one subscriber or recipient in the singular', () => {
    expect(SEND_MESSAGES.sendQuestion(1)).toBe('Enviar esta edição para 1 inscrito confirmado?');
    expect(SEND_MESSAGES.sendQuestion(2)).toBe('Enviar esta edição para 2 inscritos confirmados?');
    expect(PROGRESS_MESSAGES.caption(1)).toBe('De 1 destinatário');
    expect(PROGRESS_MESSAGES.caption(1200)).toBe('De 1200 destinatários');
  });
});
