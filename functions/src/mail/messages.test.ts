import { describe, expect, it } from 'vitest';
import { LANGUAGES, LEAD_SOURCES, type CvcEvent, type Language } from '@cvc/domain';
import { acknowledgedTopic, leadAcknowledgement } from './leadAcknowledgement';
import { leadAlert, leadConsoleUrl } from './leadAlert';
import { reportLinkMail } from './reportLink';
import { ICS_CONTENT_TYPE, rsvpConfirmation } from './rsvpConfirmation';
import { staffInvitation } from './staffInvitation';

const ATTACK = '<img src=x onerror=alert(1)>';
const UNSUBSCRIBE = 'https://cvc.example/api/unsubscribe?e=ana%40empresa.com.br&s=abc&l=pt';
const lead = {
  name: ATTACK,
  email: 'ana@empresa.com.br',
  company: 'Empresa & Filhos',
  phone: '11 9999-0000',
};

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
};

describe('lead acknowledgement', () => {
  it('answers every source the site sends, and no other', () => {
    for (const source of LEAD_SOURCES) {
      for (const language of LANGUAGES) expect(acknowledgedTopic(source, language)).toBeTruthy();
    }
    expect(acknowledgedTopic('facebook', 'pt')).toBeNull();
    expect(acknowledgedTopic(undefined, 'pt')).toBeNull();
  });

  it.each<[Language, string]>([
    ['pt', 'Recebemos seu interesse no Venture Lab'],
    ['en', 'We received your interest in Venture Lab'],
    ['es', 'Recibimos su interés en Venture Lab'],
  ])('writes the %s subject', (language, subject) => {
    const message = leadAcknowledgement(
      lead,
      acknowledgedTopic('venturelab', language)!,
      language,
      UNSUBSCRIBE,
    );
    expect(message.subject).toBe(subject);
  });

  it('greets in the language, lists what was sent, and escapes the typed values', () => {
    const message = leadAcknowledgement(
      { ...lead, position: 'CFO' },
      acknowledgedTopic('Associação', 'pt')!,
      'pt',
      UNSUBSCRIBE,
    );
    expect(message.subject).toBe('Recebemos seu interesse em se associar à Associação CVC');
    expect(message.text).toContain(`Olá, ${ATTACK}!`);
    expect(message.text).toContain('Cargo: CFO');
    expect(message.text).toContain('Empresa: Empresa & Filhos');
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('Empresa &amp; Filhos');
    expect(leadAcknowledgement(lead, 'x', 'en', UNSUBSCRIBE).text).not.toContain('Position');
  });
});

describe('event sign-up confirmation', () => {
  const confirm = (language: Language) =>
    rsvpConfirmation({
      name: ATTACK,
      event,
      language,
      eventUrl: 'https://cvc.example/?event=ev1',
      googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x',
      ics: { filename: 'evento-ev1.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
      unsubscribeUrl: UNSUBSCRIBE,
    });

  it.each<[Language, string, string]>([
    ['pt', 'Inscrição confirmada: Encontro CVC', 'Data: 3 de dezembro de 2026'],
    ['en', 'Registration confirmed: Encontro CVC', 'Date: December 3, 2026'],
    ['es', 'Inscripción confirmada: Encontro CVC', 'Fecha: 3 de diciembre de 2026'],
  ])('writes the %s subject and date', (language, subject, date) => {
    const message = confirm(language);
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(date);
  });

  it('carries the details, the .ics, the Google Calendar link and the event page', () => {
    const message = confirm('pt');
    expect(message.text).toContain('Horário: 19:00 - 21:00 (horário de Brasília)');
    expect(message.text).toContain('Local: Av. Paulista, 1000 - São Paulo');
    expect(message.text).toContain(
      'Adicionar ao Google Agenda: https://calendar.google.com/calendar/render?',
    );
    expect(message.html).toContain(
      'href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=x"',
    );
    expect(message.text).toContain('Ver o evento no site: https://cvc.example/?event=ev1');
    expect(message.attachments).toEqual([
      {
        filename: 'evento-ev1.ics',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        contentType: ICS_CONTENT_TYPE,
      },
    ]);
    expect(ICS_CONTENT_TYPE).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(message.html).not.toContain('<img');
  });

  it('leaves the hours out of an all-day event', () => {
    const message = rsvpConfirmation({
      name: 'Ana',
      event: { ...event, start_time: null, end_time: null },
      language: 'pt',
      eventUrl: 'u',
      googleCalendarUrl: 'g',
      ics: { filename: 'f', content: 'c' },
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(message.text).not.toContain('Horário');
  });
});

describe('free report link', () => {
  it.each<[Language, string, string]>([
    ['pt', 'Seu relatório: Panorama 2026', 'Baixar o relatório: https://cvc.example/r.pdf'],
    ['en', 'Your report: Panorama 2026', 'Download the report: https://cvc.example/r.pdf'],
    ['es', 'Su informe: Panorama 2026', 'Descargar el informe: https://cvc.example/r.pdf'],
  ])('writes the %s subject and link', (language, subject, link) => {
    const message = reportLinkMail(
      { name: ATTACK },
      { title: 'Panorama 2026', url: 'https://cvc.example/r.pdf' },
      language,
      UNSUBSCRIBE,
    );
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(link);
    expect(message.html).not.toContain('<img');
  });
});

describe('the unsubscribe link', () => {
  const visitorMessages = (language: Language) => [
    leadAcknowledgement(lead, acknowledgedTopic('venturelab', language)!, language, UNSUBSCRIBE),
    rsvpConfirmation({
      name: 'Ana',
      event,
      language,
      eventUrl: 'u',
      googleCalendarUrl: 'g',
      ics: { filename: 'f', content: 'c' },
      unsubscribeUrl: UNSUBSCRIBE,
    }),
    reportLinkMail({ name: 'Ana' }, { title: 'T', url: 'https://cvc.example/r.pdf' }, language, UNSUBSCRIBE),
  ];

  it.each<[Language, string]>([
    ['pt', 'Não quero mais receber e-mails da Associação CVC'],
    ['en', 'Stop receiving emails from the CVC Association'],
    ['es', 'No quiero recibir más correos de la Asociación CVC'],
  ])('is in the footer of every %s visitor message, in both parts', (language, label) => {
    for (const message of visitorMessages(language)) {
      expect(message.text).toContain(`${label}: ${UNSUBSCRIBE}`);
      expect(message.html).toContain(`href="${UNSUBSCRIBE.replace(/&/g, '&amp;')}"`);
      expect(message.html).toContain(`>${label}</a>`);
    }
  });

  it('is in no staff message', () => {
    const alert = leadAlert({ ...lead, source: 'trusted_advisor' }, { name: 'Bia' }, 'https://cvc.example/a');
    const invitation = staffInvitation({ name: 'Bia', email: 'bia@cvc.local' }, 'https://cvc.example/p');
    for (const message of [alert, invitation]) {
      expect(message.text).not.toContain('unsubscribe');
      expect(message.html).not.toContain('unsubscribe');
    }
  });
});

describe('staff messages', () => {
  it("alerts of a new lead with its details and the console's link to it", () => {
    const url = leadConsoleUrl('https://cvc.example', 'lead/1');
    expect(url).toBe('https://cvc.example/admin/leads?lead=lead%2F1');
    const message = leadAlert({ ...lead, source: 'trusted_advisor' }, { name: 'Bia' }, url);
    expect(message.subject).toBe(`Novo lead: ${ATTACK} (Trusted Advisor)`);
    expect(message.text).toContain(`Abrir o lead no painel: ${url}`);
    expect(message.text).toContain('Origem: Trusted Advisor');
    expect(message.html).not.toContain('<img');
  });

  it('invites a member with the password-setting link', () => {
    const link = 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=abc';
    const message = staffInvitation({ name: 'Bia', email: 'bia@cvc.local' }, link);
    expect(message.subject).toBe('Convite para o painel da Associação CVC');
    expect(message.text).toContain(`Definir minha senha: ${link}`);
    expect(message.text).toContain('Seu login: bia@cvc.local');
    expect(message.html).toContain('mode=resetPassword&amp;oobCode=abc');
  });
});
