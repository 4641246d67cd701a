import type { Language } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeEventMail, type EventMailInput } from './eventMail';

const TEXT: Record<Language, { subject: string; body: (title: string) => string }> = {
  pt: {
    subject: 'Inscrição cancelada',
    body: (title) =>
      `Sua inscrição no evento "${title}" foi cancelada. Se mudar de ideia, inscreva-se de novo pela página do evento enquanto as inscrições estiverem abertas.`,
  },
  en: {
    subject: 'Registration cancelled',
    body: (title) =>
      `Your registration for "${title}" has been cancelled. If you change your mind, sign up again on the event page while registration is open.`,
  },
  es: {
    subject: 'Inscripción cancelada',
    body: (title) =>
      `Su inscripción en el evento "${title}" fue cancelada. Si cambia de opinión, inscríbase de nuevo en la página del evento mientras las inscripciones estén abiertas.`,
  },
};

export type RsvpCancelledInput = EventMailInput;

/** Tells the guest their sign-up is cancelled (by their link, or by staff), so a mistake is noticed. */
export function rsvpCancelled(input: RsvpCancelledInput): MailMessage {
  const t = TEXT[input.language];
  return composeEventMail(input, { subject: t.subject, opening: t.body(input.event.title) });
}
