import { loadPageMessages } from '../../i18n/pageMessages';
import type { ListMessages } from './messages.pt';

// Empty-state texts are the exact strings of SPEC §8 (list pages).
export const useListMessages = await loadPageMessages<ListMessages>('lists', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
