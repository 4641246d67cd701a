import { loadPageMessages } from '../pageMessages';
import type { EventMessages } from './messages.pt';

// An event's texts, shared by its own page and its modal: the seats, the waitlist, a past event, an unknown one.
export const useEventMessages = await loadPageMessages<EventMessages>('event', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
