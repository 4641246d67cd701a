import { describe, expect, it } from 'vitest';
import type { CvcEvent } from '@cvc/domain';
import { composeEventMail } from './eventMail';

const event: CvcEvent = {
  id: 'ev1',
  title: 'Encontro CVC',
  date: '2026-12-03',
  location: 'Av. Paulista, 1000 - São Paulo',
  description: 'Painel sobre investimento corporativo.',
  full_description: null,
  image_url: null,
  registration_url: null,
  start_time: '19:00',
  end_time: '21:00',
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
  capacity: 10,
};

describe('composeEventMail', () => {
  it('wraps a sign-up mail: subject with the title, facts, blocks around the page link, unsubscribe foot', () => {
    const message = composeEventMail(
      {
        name: 'Ana',
        event,
        language: 'pt',
        eventUrl: 'https://cvc.example/evento/ev1',
        unsubscribeUrl: 'https://cvc.example/u',
      },
      {
        subject: 'Assunto',
        opening: 'Primeira linha.',
        beforePage: [{ kind: 'text', text: 'Antes da página.' }],
        afterPage: [{ kind: 'text', text: 'Depois da página.' }],
      },
    );
    expect(message.subject).toBe('Assunto: Encontro CVC');
    const [greeting, opening, facts, before, page, after] = message.text.split('\n\n');
    expect([greeting, opening, before, page, after]).toEqual([
      'Olá, Ana!',
      'Primeira linha.',
      'Antes da página.',
      'Ver o evento no site: https://cvc.example/evento/ev1',
      'Depois da página.',
    ]);
    expect(facts).toMatch(
      /^Evento: Encontro CVC\nData: .+\nHorário: .+\nLocal: Av\. Paulista, 1000 - São Paulo$/,
    );
    expect(message.text).toContain('Não quero mais receber e-mails da Associação CVC: https://cvc.example/u');
  });
});
