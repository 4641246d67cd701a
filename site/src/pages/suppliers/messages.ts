import { loadPageMessages } from '../../i18n/pageMessages';
import type { SupplierMessages } from './messages.pt';

export const useSupplierMessages = await loadPageMessages<SupplierMessages>('suppliers', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
