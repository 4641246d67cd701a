import { formatLongDateBR, parseIsoDate } from '@cvc/domain';

const LONG = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** '17 de dezembro de 2025' in Portuguese (and Spanish, which falls back to it), 'December 17, 2025' in English. */
export function formatLongDate(isoDate: string, language: string): string {
  if (language !== 'en') return formatLongDateBR(isoDate);
  const date = parseIsoDate(isoDate);
  return date ? date.toLocaleDateString('en-US', LONG) : '';
}

/**
 * The same in each of the site's three languages ('17 de diciembre de 2025'), for texts that every language
 * has (the course offer's badge), where a Spanish visitor reads Spanish around it.
 */
export function formatLongDateIn(isoDate: string, language: string): string {
  if (language !== 'es') return formatLongDate(isoDate, language);
  const date = parseIsoDate(isoDate);
  return date ? date.toLocaleDateString('es-ES', LONG) : '';
}

/** 'dezembro de 2025' in Portuguese (and Spanish, whose page text falls back to it), 'December 2025' in English. */
export function formatMonthYear(isoDate: string, language: string): string {
  const date = parseIsoDate(isoDate);
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  return date ? date.toLocaleDateString(locale, { month: 'long', year: 'numeric' }) : '';
}
