import { loadPageMessages } from '../../i18n/pageMessages';
import type { PrivacyMessages } from './messages.pt';

// The privacy notice (LGPD, Lei 13.709/2018). The controller's and the encarregado's details and the version come
// from the site settings; the retention periods are the functions' defaults (README, "Retention").
export const usePrivacyMessages = await loadPageMessages<PrivacyMessages>('privacy', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
