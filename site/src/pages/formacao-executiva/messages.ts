import { loadPageMessages } from '../../i18n/pageMessages';
import type { TrainingMessages } from './messages.pt';
export const useTrainingMessages = await loadPageMessages<TrainingMessages>('executiveTraining', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
