import { audienceDayAsUtc, formatTimeRange, type Language } from '@cvc/domain';

// An event's calendar day and hours as each language writes them. The stored values are São Paulo wall-clock
// ('YYYY-MM-DD', 'HH:MM'), so they are read as text: no time zone can move the day.

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** '22 de novembro de 2026', 'November 22, 2026', '22 de noviembre de 2026'; the stored text when malformed. */
export function eventDay(date: string, language: Language): string {
  // The day as a UTC midnight, formatted in UTC: the calendar day itself, whatever the server's zone.
  const day = audienceDayAsUtc(date);
  return day ? day.toLocaleDateString(LOCALES[language], LONG_DAY) : date;
}

const BRASILIA_TIME: Record<Language, string> = {
  pt: 'horário de Brasília',
  en: 'Brasília time',
  es: 'hora de Brasilia',
};

/** '19:00 - 21:00 (horário de Brasília)', or '' for an event without a start time. */
export function eventHours(start: string | null, end: string | null, language: Language): string {
  const range = formatTimeRange(start, end);
  return range ? `${range} (${BRASILIA_TIME[language]})` : '';
}
