import { LEADERSHIP } from '../../content/committees';

/** Hosted checkout of the payment provider, offered once the sign-up is received. */
export const EXECUTIVE_TRAINING_CHECKOUT_URL =
  'https://pay.hotmart.com/formacao-executiva-cvc-2025?checkoutMode=10';

/** The class video; loaded only when the visitor presses play (no third-party request before that). */
export const EXECUTIVE_TRAINING_VIDEO = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1';

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

export const MEDIA_LINKS = [
  { outlet: 'Jornal do Investidor', url: 'https://jornaldoinvestidor.example.com/formacao-cvc' },
  { outlet: 'Revista Inovação Corporativa', url: 'https://inovacaocorporativa.example.com/cvc-executivos' },
  { outlet: 'Rádio Negócios', url: 'https://radionegocios.example.com/podcast/cvc' },
] as const;

/** 'R$ 5.859': Brazilian thousands separator, no decimals, as marketing copy writes prices. */
export function reais(amount: number): string {
  return `R$ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
