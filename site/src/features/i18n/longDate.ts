import { audienceDayAsUtc, formatDateBR, formatLongDateBR } from '@cvc/domain';

// Portuguese is written by hand (domain/src/format.ts) so a server render and its hydration agree whatever the
// runtime's ICU data. English and Spanish name São Paulo's calendar day through Intl in UTC, so the visitor's
// zone never moves the day.
const LOCALES = { en: 'en-US', es: 'es' } as const;

type DateInput = Date | string | null | undefined;

function localeOf(language: string): string | null {
  return language === 'en' || language === 'es' ? LOCALES[language] : null;
}

/** '17 de dezembro de 2025', 'December 17, 2025', '17 de diciembre de 2025'; empty for a missing date. */
export function formatLongDate(value: DateInput, language: string): string {
  const locale = localeOf(language);
  if (!locale) return formatLongDateBR(value);
  const day = audienceDayAsUtc(value);
  return day
    ? day.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : '';
}

/** 'dezembro de 2025', 'December 2025', 'diciembre de 2025'. */
export function formatMonthYear(isoDate: string, language: string): string {
  const day = audienceDayAsUtc(isoDate);
  return day
    ? day.toLocaleDateString(localeOf(language) ?? 'pt-BR', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
}

/** A card's date: '17/12/2025' in pt and es (both write the day first), 'Dec 17, 2025' in English. */
export function formatShortDate(value: DateInput, language: string): string {
  if (language !== 'en') return formatDateBR(value);
  const day = audienceDayAsUtc(value);
  return day
    ? day.toLocaleDateString(LOCALES.en, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    : '';
}
