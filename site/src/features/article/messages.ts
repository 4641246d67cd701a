import { loadPageMessages } from '../../i18n/pageMessages';
import type { ArticleMessages } from './messages.pt';
export const useArticleMessages = await loadPageMessages<ArticleMessages>('article', {
  pt: () => import('./messages.pt').then((module) => module.pt),
  en: () => import('./messages.en').then((module) => module.en),
  es: () => import('./messages.es').then((module) => module.es),
});
