import { LEADERSHIP } from '../../content/committees';

// The class (dates, price, checkout), the video and the press mentions are site settings (site-context/SiteSettings.tsx).

export const PRESIDENT = LEADERSHIP.find((leader) => leader.role === 'president')!;

export const TRAINING_PARTNERS = [
  { name: 'Escola Paulista de Negócios', logo: '/images/seed/logo-escola-paulista-de-negocios.svg' },
  { name: 'Instituto Paulista de Inovação', logo: '/images/seed/logo-instituto-paulista-de-inovacao.svg' },
  {
    name: 'Rede Sudeste de Parques Tecnológicos',
    logo: '/images/seed/logo-rede-sudeste-de-parques-tecnologicos.svg',
  },
  { name: 'Órbita Aceleradora', logo: '/images/seed/logo-orbita-aceleradora.svg' },
] as const;

/** 'R$ 5.859': Brazilian thousands separator, no decimals, as marketing copy writes prices. */
export function reais(amount: number): string {
  return `R$ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
