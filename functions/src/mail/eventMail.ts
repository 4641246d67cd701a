import type { CvcEvent, Language } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail, type MailBlock } from './layout';
import { eventDay, eventHours } from './eventDate';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from './phrases';

// What every mail about a sign-up shares (the confirmation, the waitlist notice, the reminder, the cancellation):
// the envelope, the event's facts, the calendar and cancel blocks and the link to the event's page.

const TEXT = {
  pt: {
    labels: { event: 'Evento', date: 'Data', hours: 'Horário', location: 'Local' },
    calendar:
      'Para não esquecer, adicione o evento à sua agenda: o arquivo .ics em anexo abre no Outlook, no Apple Calendar e em outros calendários, ou use o link do Google Agenda.',
    google: 'Adicionar ao Google Agenda',
    page: 'Ver o evento no site',
    cancelNote:
      'Não poderá comparecer? Cancele a inscrição para liberar a vaga a quem está na lista de espera.',
    cancel: 'Cancelar inscrição',
  },
  en: {
    labels: { event: 'Event', date: 'Date', hours: 'Time', location: 'Location' },
    calendar:
      'Add the event to your calendar: the attached .ics file opens in Outlook, Apple Calendar and other calendars, or use the Google Calendar link.',
    google: 'Add to Google Calendar',
    page: 'See the event on our website',
    cancelNote: 'Cannot make it? Cancel your registration to free the seat for someone on the waitlist.',
    cancel: 'Cancel registration',
  },
  es: {
    labels: { event: 'Evento', date: 'Fecha', hours: 'Horario', location: 'Lugar' },
    calendar:
      'Agregue el evento a su agenda: el archivo .ics adjunto se abre en Outlook, Apple Calendar y otros calendarios, o use el enlace de Google Calendar.',
    google: 'Agregar a Google Calendar',
    page: 'Ver el evento en el sitio',
    cancelNote:
      '¿No podrá asistir? Cancele su inscripción para liberar el cupo a quien está en la lista de espera.',
    cancel: 'Cancelar inscripción',
  },
} as const;

/** Who a sign-up mail goes to, about which event, in which language, and its links every one carries. */
export interface EventMailInput {
  name: string;
  event: CvcEvent;
  language: Language;
  /** The event's address on the site. */
  eventUrl: string;
  /** The visitor's signed one-click unsubscribe page (unsubscribeLink.ts). */
  unsubscribeUrl: string;
}

/** The event's facts as the sign-up mails list them: title, day, hours (if any), place. */
export function eventDetailRows(event: CvcEvent, language: Language): [string, string][] {
  const labels = TEXT[language].labels;
  const hours = eventHours(event.start_time, event.end_time, language);
  return [
    [labels.event, event.title],
    [labels.date, eventDay(event.date, language)],
    ...(hours ? [[labels.hours, hours] as [string, string]] : []),
    [labels.location, event.location],
  ];
}

/** The calendar blocks: the .ics note and the Google Calendar link. */
export function calendarBlocks(language: Language, googleCalendarUrl: string): MailBlock[] {
  const t = TEXT[language];
  return [
    { kind: 'text', text: t.calendar },
    { kind: 'link', href: googleCalendarUrl, label: t.google },
  ];
}

/** The note and link that let the guest give the seat up. */
export function cancelBlocks(language: Language, cancelUrl: string | undefined): MailBlock[] {
  if (!cancelUrl) return [];
  const t = TEXT[language];
  return [
    { kind: 'text', text: t.cancelNote },
    { kind: 'link', href: cancelUrl, label: t.cancel },
  ];
}

/**
 * A sign-up mail: "<subject>: <event title>", the greeting, the opening line, the event's facts, the blocks
 * before and after the link to its page, and the form's reason and unsubscribe link at the foot.
 */
export function composeEventMail(
  input: EventMailInput,
  mail: { subject: string; opening: string; beforePage?: MailBlock[]; afterPage?: MailBlock[] },
): MailMessage {
  const { event, language } = input;
  return composeMail({
    language,
    subject: `${mail.subject}: ${event.title}`,
    greeting: GREETING[language](input.name),
    blocks: [
      { kind: 'text', text: mail.opening },
      { kind: 'details', rows: eventDetailRows(event, language) },
      ...(mail.beforePage ?? []),
      { kind: 'link', href: input.eventUrl, label: TEXT[language].page },
      ...(mail.afterPage ?? []),
    ],
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: input.unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
}
