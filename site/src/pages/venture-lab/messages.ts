import { loadPageMessages } from '../../i18n/pageMessages';
import type { VentureLabMessages } from './messages.pt';

const STAGE_KEYS = [
  'mapping',
  'missionDesign',
  'scouting',
  'acceleration',
  'execution',
  'evaluation',
] as const;
export { STAGE_KEYS };

// 'Quero Fazer Parte', 'Inscrição Enviada!' and its text are the exact strings of SPEC §2/§4.
export const useVentureLabMessages = await loadPageMessages<VentureLabMessages>('ventureLab', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
