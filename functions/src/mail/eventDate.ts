import { formatTimeRange, type Language } from '@cvc/domain';

// An event's calendar day and hours as each language writes them. The stored values are São Paulo wall-clock
// ('YYYY-MM-DD', 'HH:MM'), so they are read as text: no time zone can move the day.

const MONTHS: Record<Language, readonly string[]> = {
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** '22 de novembro de 2026', 'November 22, 2026', '22 de noviembre de 2026'; the stored text when malformed. */
export function eventDay(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[language][Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  const day = Number(match[3]);
  return language === 'en' ? `${month} ${day}, ${match[1]}` : `${day} de ${month} de ${match[1]}`;
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
