import { audienceDayAsUtc, formatDateBR, formatLongDateBR, formatMonthYearBR } from '@cvc/domain';

// Every language's dates are written by hand, as domain/src/format.ts writes Portuguese: a server render and its
// hydration then agree whatever the runtime's ICU data, and a page never builds an Intl.DateTimeFormat, whose
// first build loads the locale's data (about 18 ms of the main thread on this host). The words are Intl's own
// ('en-US', 'es'): a test compares every month with it.
const MONTHS = {
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
} as const;

type DateInput = Date | string | null | undefined;

/** São Paulo's calendar day of `value` as day, month index and year; null for a missing or impossible date. */
function dayOf(value: DateInput): { day: number; month: number; year: number } | null {
  const day = audienceDayAsUtc(value);
  return day ? { day: day.getUTCDate(), month: day.getUTCMonth(), year: day.getUTCFullYear() } : null;
}

/** '17 de dezembro de 2025', 'December 17, 2025', '17 de diciembre de 2025'; empty for a missing date. */
export function formatLongDate(value: DateInput, language: string): string {
  if (language !== 'en' && language !== 'es') return formatLongDateBR(value);
  const at = dayOf(value);
  if (!at) return '';
  const month = MONTHS[language][at.month];
  return language === 'en' ? `${month} ${at.day}, ${at.year}` : `${at.day} de ${month} de ${at.year}`;
}

/** 'dezembro de 2025', 'December 2025', 'diciembre de 2025'. */
export function formatMonthYear(isoDate: string, language: string): string {
  if (language !== 'en' && language !== 'es') return formatMonthYearBR(isoDate);
  const at = dayOf(isoDate);
  if (!at) return '';
  const month = MONTHS[language][at.month];
  return language === 'en' ? `${month} ${at.year}` : `${month} de ${at.year}`;
}

/** A card's date: '17/12/2025' in pt and es (both write the day first), 'Dec 17, 2025' in English. */
export function formatShortDate(value: DateInput, language: string): string {
  if (language !== 'en') return formatDateBR(value);
  const at = dayOf(value);
  return at ? `${MONTHS.en[at.month]?.slice(0, 3)} ${at.day}, ${at.year}` : '';
}
