// SPEC shows prices as 'R$ 49.90' (dot, two decimals), not the pt-BR 'R$ 49,90'; kept as specified.
export function formatBRL(amount: number): string {
  return `R$ ${amount.toFixed(2)}`;
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
