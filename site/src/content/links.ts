import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from '@cvc/domain';

// Destinations outside the home page. The radar, guide and press kit are separate properties of the
// association; the training and 2030 course pages open in a new tab, as the programs cards promise.
export const EXTERNAL_LINKS = {
  radar: 'https://radar.associacaocvc.org.br',
  guide: 'https://guia.associacaocvc.org.br',
  press: 'https://imprensa.associacaocvc.org.br',
  executiveTraining: PUBLIC_ROUTES.executiveTraining,
  course2030: PUBLIC_ROUTE_ALIASES.revolucao2030[0],
} as const;

/** Routes of the public site: the domain's table, plus the admin console served beside it. */
export const ROUTES = {
  ...PUBLIC_ROUTES,
  ventureLabAlias: PUBLIC_ROUTE_ALIASES.ventureLab[0],
  admin: '/admin',
} as const;

/** Home anchors (section ids) in page order. */
export const ANCHORS = {
  about: 'sobre',
  activities: 'atividades',
  committees: 'comites',
  programs: 'programas',
  news: 'noticias',
  opinion: 'opiniao',
  reports: 'relatorios',
  events: 'eventos',
  membership: 'associe-se',
} as const;
