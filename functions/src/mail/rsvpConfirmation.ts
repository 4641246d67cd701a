import type { SeatDecision } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { calendarBlocks, cancelBlocks, composeEventMail, type EventMailInput } from './eventMail';

const TEXT = {
  pt: {
    subject: { confirmed: 'Inscrição confirmada', waitlisted: 'Você está na lista de espera' },
    confirmed: (title: string) => `Sua inscrição no evento "${title}" está confirmada. Esperamos você!`,
    waitlisted: (title: string) =>
      `As vagas do evento "${title}" estão preenchidas e sua inscrição está na lista de espera. Se uma vaga se abrir, ela é sua pela ordem de inscrição, e enviaremos a confirmação por e-mail.`,
  },
  en: {
    subject: { confirmed: 'Registration confirmed', waitlisted: 'You are on the waitlist' },
    confirmed: (title: string) =>
      `Your registration for "${title}" is confirmed. We look forward to seeing you!`,
    waitlisted: (title: string) =>
      `All seats for "${title}" are taken and your registration is on the waitlist. If a seat opens up, it goes to you in the order of registration, and we will email you the confirmation.`,
  },
  es: {
    subject: { confirmed: 'Inscripción confirmada', waitlisted: 'Está en la lista de espera' },
    confirmed: (title: string) => `Su inscripción en el evento "${title}" está confirmada. ¡Lo esperamos!`,
    waitlisted: (title: string) =>
      `Los cupos del evento "${title}" están completos y su inscripción está en la lista de espera. Si se libera un cupo, será suyo por orden de inscripción, y le enviaremos la confirmación por correo.`,
  },
} as const;

/** The .ics travels as an attachment calendars offer to import (method PUBLISH: an entry, not an invitation). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

export interface RsvpConfirmationInput extends EventMailInput {
  /** A seat (the default) or a place on the waitlist, which gets no calendar entry. */
  status?: SeatDecision;
  googleCalendarUrl: string;
  ics: { filename: string; content: string };
  /** The signed "Cancelar inscrição" page of this sign-up (events/cancelLink.ts). */
  cancelUrl?: string;
}

export function rsvpConfirmation(input: RsvpConfirmationInput): MailMessage {
  const { event, language } = input;
  const status = input.status ?? 'confirmed';
  const t = TEXT[language];
  const seated = status === 'confirmed';
  const message = composeEventMail(input, {
    subject: t.subject[status],
    opening: seated ? t.confirmed(event.title) : t.waitlisted(event.title),
    beforePage: [
      { kind: 'text', text: event.description },
      ...(seated ? calendarBlocks(language, input.googleCalendarUrl) : []),
    ],
    afterPage: cancelBlocks(language, input.cancelUrl),
  });
  return seated ? { ...message, attachments: [{ ...input.ics, contentType: ICS_CONTENT_TYPE }] } : message;
}
