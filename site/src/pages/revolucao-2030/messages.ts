import { loadPageMessages } from '../../i18n/pageMessages';
import type { Course2030Messages } from './messages.pt';
export const useCourse2030Messages = await loadPageMessages<Course2030Messages>('course2030', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
