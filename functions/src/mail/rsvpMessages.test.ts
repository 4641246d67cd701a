import { describe, expect, it } from 'vitest';
import { LANGUAGES, type CvcEvent, type Language } from '@cvc/domain';
import { eventReminder } from './eventReminder';
import { rsvpCancelled } from './rsvpCancelled';
import { rsvpConfirmation } from './rsvpConfirmation';

const ATTACK = '<img src=x onerror=alert(1)>';
const UNSUBSCRIBE = 'https://cvc.example/api/unsubscribe?e=ana%40empresa.com.br&s=abc&l=pt';
const CANCEL = 'https://cvc.example/api/rsvp/cancel?r=r1&s=abc&l=pt';

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

const base = (language: Language) => ({
  name: ATTACK,
  event,
  language,
  eventUrl: 'https://cvc.example/evento/ev1',
  googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x',
  ics: { filename: 'evento-ev1.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
  cancelUrl: CANCEL,
  unsubscribeUrl: UNSUBSCRIBE,
});

describe('sign-up mails', () => {
  it.each<[Language, string, string]>([
    ['pt', 'Você está na lista de espera: Encontro CVC', 'Cancelar inscrição'],
    ['en', 'You are on the waitlist: Encontro CVC', 'Cancel registration'],
    ['es', 'Está en la lista de espera: Encontro CVC', 'Cancelar inscripción'],
  ])(
    'a %s waitlist notice says so, carries the cancel link and no calendar entry',
    (language, subject, cancel) => {
      const message = rsvpConfirmation({ ...base(language), status: 'waitlisted' });
      expect(message.subject).toBe(subject);
      expect(message.text).toContain(`${cancel}: ${CANCEL}`);
      expect(message.attachments).toBeUndefined();
      expect(message.text).not.toContain('calendar.google.com');
    },
  );

  it('a confirmation carries the .ics, the Google Calendar link and the cancel link', () => {
    const message = rsvpConfirmation({ ...base('pt'), status: 'confirmed' });
    expect(message.subject).toBe('Inscrição confirmada: Encontro CVC');
    expect(message.attachments).toHaveLength(1);
    expect(message.text).toContain('Adicionar ao Google Agenda: https://calendar.google.com/');
    expect(message.text).toContain(`Cancelar inscrição: ${CANCEL}`);
    expect(message.html).toContain(`href="${CANCEL.replace(/&/g, '&amp;')}"`);
    expect(message.html).not.toContain('<img');
  });

  it.each<[Language, string]>([
    ['pt', 'Inscrição cancelada: Encontro CVC'],
    ['en', 'Registration cancelled: Encontro CVC'],
    ['es', 'Inscripción cancelada: Encontro CVC'],
  ])('the %s cancellation names the event and offers no cancel link', (language, subject) => {
    const message = rsvpCancelled(base(language));
    expect(message.subject).toBe(subject);
    expect(message.text).toContain('Encontro CVC');
    expect(message.text).not.toContain(CANCEL);
  });

  it.each<[Language, string, string]>([
    ['pt', 'É amanhã: Encontro CVC', 'Local: Av. Paulista, 1000 - São Paulo'],
    ['en', 'It is tomorrow: Encontro CVC', 'Location: Av. Paulista, 1000 - São Paulo'],
    ['es', 'Es mañana: Encontro CVC', 'Lugar: Av. Paulista, 1000 - São Paulo'],
  ])('the %s reminder has the place, time, calendar and cancel links', (language, subject, place) => {
    const message = eventReminder(base(language));
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(place);
    expect(message.text).toContain('19:00 - 21:00');
    expect(message.text).toContain('https://calendar.google.com/');
    expect(message.text).toContain(CANCEL);
    expect(message.text).toContain(UNSUBSCRIBE);
  });

  it('every language writes a different text for each message', () => {
    const subjects = LANGUAGES.map((language) => eventReminder(base(language)).text);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
  });
});
