/** The four program cases shown as logos (seed images served by the site). */
export const VENTURE_LAB_CASES = [
  { name: 'Aurora Energia', logo: '/images/seed/logo-aurora-energia.svg' },
  { name: 'Mantiqueira Saúde', logo: '/images/seed/logo-mantiqueira-saude.svg' },
  { name: 'Banco Meridional', logo: '/images/seed/logo-banco-meridional.svg' },
  { name: 'Serra Azul Alimentos', logo: '/images/seed/logo-serra-azul-alimentos.svg' },
] as const;
