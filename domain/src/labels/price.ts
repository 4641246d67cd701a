// Every price the site and the console write, in one place: the reports' as SPEC writes them, the course
// pages' in each language's own separators.
import type { Language } from '../constants';

// SPEC shows report prices as 'R$ 49.90' (dot, two decimals), not the pt-BR 'R$ 49,90'; kept as specified.
export function formatBRL(amount: number): string {
  return `R$ ${amount.toFixed(2)}`;
}

/** Each language's thousands and decimal separators: Brazil's '5.859,90', English's and Spanish's '5,859.90'. */
const SEPARATORS: Record<Language, { thousands: string; decimal: string }> = {
  pt: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
  es: { thousands: ',', decimal: '.' },
};

/**
 * A price in reais as marketing copy writes it in the page's language: whole reais ('R$ 5.859', 'R$ 5,859'), or
 * with its two decimals when `cents` ('R$ 86,75', 'R$ 86.75'; an instalment's share). By hand rather than with
 * Intl, so a server render and the browser print the same whatever their ICU data.
 */
export function formatReais(amount: number, language: Language, { cents = false } = {}): string {
  const { thousands, decimal } = SEPARATORS[language];
  const inCents = Math.round(amount * (cents ? 100 : 1)) * (cents ? 1 : 100);
  const whole = String(Math.floor(inCents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return cents ? `R$ ${whole}${decimal}${String(inCents % 100).padStart(2, '0')}` : `R$ ${whole}`;
}

export const FREE_REPORT_LABEL = 'Gratuito';

/** Admin reports list. A paid report without a price shows R$ 0.00 rather than hiding that it is paid. */
export function adminPriceLabel(report: { is_free: boolean; price: number | null }): string {
  return report.is_free ? FREE_REPORT_LABEL : `Pago - ${formatBRL(report.price ?? 0)}`;
}

/** Public report modal, paid reports. */
export function buyButtonLabel(price: number): string {
  return `Comprar - ${formatBRL(price)}`;
}
