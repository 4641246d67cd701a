// The class (dates, price, checkout), the video, the press mentions, the president and the partner logos are
// site settings (site-context/SiteSettings.tsx).

/** 'R$ 5.859': Brazilian thousands separator, no decimals, as marketing copy writes prices. */
export function reais(amount: number): string {
  return `R$ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
