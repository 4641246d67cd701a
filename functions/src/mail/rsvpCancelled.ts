import type { CvcEvent, Language } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail } from './layout';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from './phrases';
import { eventDetailRows } from './rsvpConfirmation';

const TEXT: Record<Language, { subject: string; body: (title: string) => string; page: string }> = {
  pt: {
    subject: 'Inscrição cancelada',
    body: (title) =>
      `Sua inscrição no evento "${title}" foi cancelada. Se mudar de ideia, inscreva-se de novo pela página do evento enquanto as inscrições estiverem abertas.`,
    page: 'Ver o evento no site',
  },
  en: {
    subject: 'Registration cancelled',
    body: (title) =>
      `Your registration for "${title}" has been cancelled. If you change your mind, sign up again on the event page while registration is open.`,
    page: 'See the event on our website',
  },
  es: {
    subject: 'Inscripción cancelada',
    body: (title) =>
      `Su inscripción en el evento "${title}" fue cancelada. Si cambia de opinión, inscríbase de nuevo en la página del evento mientras las inscripciones estén abiertas.`,
    page: 'Ver el evento en el sitio',
  },
};

export interface RsvpCancelledInput {
  name: string;
  event: CvcEvent;
  language: Language;
  eventUrl: string;
  unsubscribeUrl: string;
}

/** Tells the guest their sign-up is cancelled (by their link, or by staff), so a mistake is noticed. */
export function rsvpCancelled(input: RsvpCancelledInput): MailMessage {
  const { event, language } = input;
  const t = TEXT[language];
  return composeMail({
    language,
    subject: `${t.subject}: ${event.title}`,
    greeting: GREETING[language](input.name),
    blocks: [
      { kind: 'text', text: t.body(event.title) },
      { kind: 'details', rows: eventDetailRows(event, language) },
      { kind: 'link', href: input.eventUrl, label: t.page },
    ],
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: input.unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
}
