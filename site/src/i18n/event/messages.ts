import { loadPageMessages } from '../../features/i18n/pageMessages';
import type { EventPageMessages } from './messages.pt';

// An event's own page: the seats, the waitlist, a past event, and an unknown one.
export const useEventPageMessages = await loadPageMessages<EventPageMessages>('event', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
