import { formatDateBR, formatLongDateBR, parseIsoDate } from '@cvc/domain';

// Portuguese is written by hand (domain/src/format.ts) so a server render and its hydration agree whatever the
// runtime's ICU data; English and Spanish are painted only in the browser, where Intl has them.
const LOCALES = { en: 'en-US', es: 'es' } as const;

function toDate(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function localeOf(language: string): string | null {
  return language === 'en' || language === 'es' ? LOCALES[language] : null;
}

/** '17 de dezembro de 2025', 'December 17, 2025', '17 de diciembre de 2025'; empty for a missing date. */
export function formatLongDate(value: Date | string | null | undefined, language: string): string {
  const locale = localeOf(language);
  if (!locale) return formatLongDateBR(value);
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' }) : '';
}

/** 'dezembro de 2025', 'December 2025', 'diciembre de 2025'. */
export function formatMonthYear(isoDate: string, language: string): string {
  const date = toDate(isoDate);
  return date
    ? date.toLocaleDateString(localeOf(language) ?? 'pt-BR', { month: 'long', year: 'numeric' })
    : '';
}

/** A card's date: '17/12/2025' in pt and es (both write the day first), 'Dec 17, 2025' in English. */
export function formatShortDate(value: Date | string | null | undefined, language: string): string {
  if (language !== 'en') return formatDateBR(toDate(value));
  const date = toDate(value);
  return date ? date.toLocaleDateString(LOCALES.en, { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}
