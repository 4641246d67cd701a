import { definePage } from '../../app/pageRoute';
import { LIST_CACHE_SECONDS, PUBLIC_ROUTES } from '@cvc/web';
import { readNewsPage } from '../../data/pageReads';
import { listReads } from '../../features/paging/usePagedList';

// The first screen of a list is its cards, so it is rendered with them (?page=N too).
export default definePage({
  id: 'news',
  paths: [PUBLIC_ROUTES.news],
  render: 'request',
  cacheSeconds: LIST_CACHE_SECONDS,
  params: ['page'],
  reads: listReads(readNewsPage),
  head: ({ t }) => ({ title: t('lists:news.eyebrow'), description: t('lists:news.subtitle') }),
  component: () => import('./NewsListPage').then((page) => page.NewsListPage),
});
