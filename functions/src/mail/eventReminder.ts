import type { Language } from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { calendarBlocks, cancelBlocks, composeEventMail, type EventMailInput } from './eventMail';

const TEXT: Record<Language, { subject: string; body: (title: string) => string }> = {
  pt: {
    subject: 'É amanhã',
    body: (title) => `Lembrete: o evento "${title}" é amanhã, e sua vaga está garantida. Até lá!`,
  },
  en: {
    subject: 'It is tomorrow',
    body: (title) => `A reminder: "${title}" is tomorrow, and your seat is reserved. See you there!`,
  },
  es: {
    subject: 'Es mañana',
    body: (title) =>
      `Recordatorio: el evento "${title}" es mañana y su cupo está garantizado. ¡Hasta pronto!`,
  },
};

export interface EventReminderInput extends EventMailInput {
  googleCalendarUrl: string;
  cancelUrl: string;
}

/** The day before: place, time, calendar links and, for a change of plans, the cancel link. */
export function eventReminder(input: EventReminderInput): MailMessage {
  const { event, language } = input;
  const t = TEXT[language];
  return composeEventMail(input, {
    subject: t.subject,
    opening: t.body(event.title),
    beforePage: calendarBlocks(language, input.googleCalendarUrl),
    afterPage: cancelBlocks(language, input.cancelUrl),
  });
}
