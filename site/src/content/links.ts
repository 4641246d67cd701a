import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from '@cvc/web';

// Destinations outside the home page; the training and 2030 course pages open in a new tab, as the programs
// cards promise. The radar, guide and press kit addresses are site settings (site-context/SiteSettings.tsx).
export const EXTERNAL_LINKS = {
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
