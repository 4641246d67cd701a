import type { Language } from '@cvc/domain';
import type { IconDrawing } from '../components/Icon';
import { checkSquare, layers, shield, trendingUp, zap } from '../components/icons/committees';

/** What a committee's card shows; the rest of its text opens with its dialog (committeeDetails.ts). */
export interface CommitteeCardText {
  name: string;
  summary: string;
}

export type CommitteeId = 'governance' | 'investment' | 'portfolio' | 'bestPractices' | 'innovation';

export interface Committee {
  id: CommitteeId;
  icon: IconDrawing;
  text: Record<Language, CommitteeCardText>;
}

export const COMMITTEES: Committee[] = [
  {
    id: 'governance',
    icon: shield,
    text: {
      pt: { name: 'Governança', summary: 'Estruturas de decisão e alçadas para iniciativas de CVC.' },
      en: { name: 'Governance', summary: 'Decision structures and approval limits for CVC initiatives.' },
      es: {
        name: 'Gobernanza',
        summary: 'Estructuras de decisión y niveles de aprobación para iniciativas de CVC.',
      },
    },
  },
  {
    id: 'investment',
    icon: trendingUp,
    text: {
      pt: { name: 'Investimento', summary: 'Da originação à gestão: como investir bem em startups.' },
      en: { name: 'Investment', summary: 'From sourcing to management: investing well in startups.' },
      es: { name: 'Inversión', summary: 'De la originación a la gestión: cómo invertir bien en startups.' },
    },
  },
  {
    id: 'portfolio',
    icon: layers,
    text: {
      pt: { name: 'Portfólio', summary: 'Geração de valor junto às startups investidas.' },
      en: { name: 'Portfolio', summary: 'Creating value together with portfolio startups.' },
      es: { name: 'Portafolio', summary: 'Generación de valor junto a las startups invertidas.' },
    },
  },
  {
    id: 'bestPractices',
    icon: checkSquare,
    text: {
      pt: { name: 'Boas Práticas', summary: 'O Guia de Boas Práticas de CVC, construído em conjunto.' },
      en: { name: 'Best Practices', summary: 'The CVC Best Practices Guide, built together.' },
      es: {
        name: 'Buenas Prácticas',
        summary: 'La Guía de Buenas Prácticas de CVC, construida en conjunto.',
      },
    },
  },
  {
    id: 'innovation',
    icon: zap,
    text: {
      pt: { name: 'Inovação', summary: 'Inovação aberta e novas fronteiras tecnológicas.' },
      en: { name: 'Innovation', summary: 'Open innovation and new technology frontiers.' },
      es: { name: 'Innovación', summary: 'Innovación abierta y nuevas fronteras tecnológicas.' },
    },
  },
];

/**
 * The leaders shown under the committees: each role's title key (committees.<role>) and its entry in the site
 * settings, where staff edit the name and photo.
 */
export const LEADER_ROLES = [
  { role: 'president', key: 'president' },
  { role: 'vicePresident', key: 'vice_president' },
] as const;
