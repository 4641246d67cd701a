import { formatLongDateBR, parseIsoDate } from '@cvc/domain';

/** '17 de dezembro de 2025' in Portuguese (and Spanish, which falls back to it), 'December 17, 2025' in English. */
export function formatLongDate(isoDate: string, language: string): string {
  if (language !== 'en') return formatLongDateBR(isoDate);
  const date = parseIsoDate(isoDate);
  return date ? date.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' }) : '';
}
