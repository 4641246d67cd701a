import type { CvcEvent, Language } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail, type MailBlock } from './layout';
import { eventDay, eventHours } from './eventDate';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from './phrases';

const TEXT = {
  pt: {
    subject: (title: string) => `Inscrição confirmada: ${title}`,
    confirmed: (title: string) => `Sua inscrição no evento "${title}" está confirmada. Esperamos você!`,
    labels: { event: 'Evento', date: 'Data', hours: 'Horário', location: 'Local' },
    calendar:
      'Para não esquecer, adicione o evento à sua agenda: o arquivo .ics em anexo abre no Outlook, no Apple Calendar e em outros calendários, ou use o link do Google Agenda.',
    google: 'Adicionar ao Google Agenda',
    page: 'Ver o evento no site',
  },
  en: {
    subject: (title: string) => `Registration confirmed: ${title}`,
    confirmed: (title: string) =>
      `Your registration for "${title}" is confirmed. We look forward to seeing you!`,
    labels: { event: 'Event', date: 'Date', hours: 'Time', location: 'Location' },
    calendar:
      'Add the event to your calendar: the attached .ics file opens in Outlook, Apple Calendar and other calendars, or use the Google Calendar link.',
    google: 'Add to Google Calendar',
    page: 'See the event on our website',
  },
  es: {
    subject: (title: string) => `Inscripción confirmada: ${title}`,
    confirmed: (title: string) => `Su inscripción en el evento "${title}" está confirmada. ¡Lo esperamos!`,
    labels: { event: 'Evento', date: 'Fecha', hours: 'Horario', location: 'Lugar' },
    calendar:
      'Agregue el evento a su agenda: el archivo .ics adjunto se abre en Outlook, Apple Calendar y otros calendarios, o use el enlace de Google Calendar.',
    google: 'Agregar a Google Calendar',
    page: 'Ver el evento en el sitio',
  },
} as const;

/** The .ics travels as an attachment calendars offer to import (method PUBLISH: an entry, not an invitation). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

export interface RsvpConfirmationInput {
  name: string;
  event: CvcEvent;
  language: Language;
  /** The event's address on the site. */
  eventUrl: string;
  googleCalendarUrl: string;
  ics: { filename: string; content: string };
  /** The visitor's signed one-click unsubscribe page (unsubscribeLink.ts). */
  unsubscribeUrl: string;
}

export function rsvpConfirmation(input: RsvpConfirmationInput): MailMessage {
  const { event, language } = input;
  const t = TEXT[language];
  const hours = eventHours(event.start_time, event.end_time, language);
  const rows: [string, string][] = [
    [t.labels.event, event.title],
    [t.labels.date, eventDay(event.date, language)],
    ...(hours ? [[t.labels.hours, hours] as [string, string]] : []),
    [t.labels.location, event.location],
  ];
  const blocks: MailBlock[] = [
    { kind: 'text', text: t.confirmed(event.title) },
    { kind: 'details', rows },
    { kind: 'text', text: event.description },
    { kind: 'text', text: t.calendar },
    { kind: 'link', href: input.googleCalendarUrl, label: t.google },
    { kind: 'link', href: input.eventUrl, label: t.page },
  ];
  const message = composeMail({
    language,
    subject: t.subject(event.title),
    greeting: GREETING[language](input.name),
    blocks,
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: input.unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
  return {
    ...message,
    attachments: [{ ...input.ics, contentType: ICS_CONTENT_TYPE }],
  };
}
