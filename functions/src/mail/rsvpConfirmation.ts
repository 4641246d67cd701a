import type { CvcEvent, Language, SeatDecision } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail, type MailBlock } from './layout';
import { eventDay, eventHours } from './eventDate';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from './phrases';

const TEXT = {
  pt: {
    subject: { confirmed: 'Inscrição confirmada', waitlisted: 'Você está na lista de espera' },
    confirmed: (title: string) => `Sua inscrição no evento "${title}" está confirmada. Esperamos você!`,
    waitlisted: (title: string) =>
      `As vagas do evento "${title}" estão preenchidas e sua inscrição está na lista de espera. Se uma vaga se abrir, ela é sua pela ordem de inscrição, e enviaremos a confirmação por e-mail.`,
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
    subject: { confirmed: 'Registration confirmed', waitlisted: 'You are on the waitlist' },
    confirmed: (title: string) =>
      `Your registration for "${title}" is confirmed. We look forward to seeing you!`,
    waitlisted: (title: string) =>
      `All seats for "${title}" are taken and your registration is on the waitlist. If a seat opens up, it goes to you in the order of registration, and we will email you the confirmation.`,
    labels: { event: 'Event', date: 'Date', hours: 'Time', location: 'Location' },
    calendar:
      'Add the event to your calendar: the attached .ics file opens in Outlook, Apple Calendar and other calendars, or use the Google Calendar link.',
    google: 'Add to Google Calendar',
    page: 'See the event on our website',
    cancelNote: 'Cannot make it? Cancel your registration to free the seat for someone on the waitlist.',
    cancel: 'Cancel registration',
  },
  es: {
    subject: { confirmed: 'Inscripción confirmada', waitlisted: 'Está en la lista de espera' },
    confirmed: (title: string) => `Su inscripción en el evento "${title}" está confirmada. ¡Lo esperamos!`,
    waitlisted: (title: string) =>
      `Los cupos del evento "${title}" están completos y su inscripción está en la lista de espera. Si se libera un cupo, será suyo por orden de inscripción, y le enviaremos la confirmación por correo.`,
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

/** The .ics travels as an attachment calendars offer to import (method PUBLISH: an entry, not an invitation). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

export interface RsvpConfirmationInput {
  name: string;
  event: CvcEvent;
  language: Language;
  /** A seat (the default) or a place on the waitlist, which gets no calendar entry. */
  status?: SeatDecision;
  /** The event's address on the site. */
  eventUrl: string;
  googleCalendarUrl: string;
  ics: { filename: string; content: string };
  /** The signed "Cancelar inscrição" page of this sign-up (events/cancelLink.ts). */
  cancelUrl?: string;
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

export function rsvpConfirmation(input: RsvpConfirmationInput): MailMessage {
  const { event, language } = input;
  const status = input.status ?? 'confirmed';
  const t = TEXT[language];
  const seated = status === 'confirmed';
  const blocks: MailBlock[] = [
    { kind: 'text', text: seated ? t.confirmed(event.title) : t.waitlisted(event.title) },
    { kind: 'details', rows: eventDetailRows(event, language) },
    { kind: 'text', text: event.description },
    ...(seated ? calendarBlocks(language, input.googleCalendarUrl) : []),
    { kind: 'link', href: input.eventUrl, label: t.page },
    ...cancelBlocks(language, input.cancelUrl),
  ];
  const message = composeMail({
    language,
    subject: `${t.subject[status]}: ${event.title}`,
    greeting: GREETING[language](input.name),
    blocks,
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: input.unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
  return seated ? { ...message, attachments: [{ ...input.ics, contentType: ICS_CONTENT_TYPE }] } : message;
}
