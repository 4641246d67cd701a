import type { CvcEvent, Language } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { composeMail } from './layout';
import { FORM_REASON, GREETING, SIGN_OFF, UNSUBSCRIBE_LABEL } from './phrases';
import { calendarBlocks, cancelBlocks, eventDetailRows } from './rsvpConfirmation';

const TEXT: Record<Language, { subject: string; body: (title: string) => string; page: string }> = {
  pt: {
    subject: 'É amanhã',
    body: (title) => `Lembrete: o evento "${title}" é amanhã, e sua vaga está garantida. Até lá!`,
    page: 'Ver o evento no site',
  },
  en: {
    subject: 'It is tomorrow',
    body: (title) => `A reminder: "${title}" is tomorrow, and your seat is reserved. See you there!`,
    page: 'See the event on our website',
  },
  es: {
    subject: 'Es mañana',
    body: (title) =>
      `Recordatorio: el evento "${title}" es mañana y su cupo está garantizado. ¡Hasta pronto!`,
    page: 'Ver el evento en el sitio',
  },
};

export interface EventReminderInput {
  name: string;
  event: CvcEvent;
  language: Language;
  eventUrl: string;
  googleCalendarUrl: string;
  cancelUrl: string;
  unsubscribeUrl: string;
}

/** The day before: place, time, calendar links and, for a change of plans, the cancel link. */
export function eventReminder(input: EventReminderInput): MailMessage {
  const { event, language } = input;
  const t = TEXT[language];
  return composeMail({
    language,
    subject: `${t.subject}: ${event.title}`,
    greeting: GREETING[language](input.name),
    blocks: [
      { kind: 'text', text: t.body(event.title) },
      { kind: 'details', rows: eventDetailRows(event, language) },
      ...calendarBlocks(language, input.googleCalendarUrl),
      { kind: 'link', href: input.eventUrl, label: t.page },
      ...cancelBlocks(language, input.cancelUrl),
    ],
    signOff: SIGN_OFF[language],
    reason: FORM_REASON[language],
    unsubscribe: { href: input.unsubscribeUrl, label: UNSUBSCRIBE_LABEL[language] },
  });
}
