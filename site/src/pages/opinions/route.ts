import { definePage } from '../../app/pageRoute';
import { LIST_CACHE_SECONDS, PUBLIC_ROUTES } from '@cvc/web';
import { readOpinionsPage } from '../../data/pageReads';
import { listReads } from '../../features/paging/usePagedList';

// The first screen of a list is its cards, so it is rendered with them (?page=N too).
export default definePage({
  id: 'opinions',
  paths: [PUBLIC_ROUTES.opinions],
  render: 'request',
  cacheSeconds: LIST_CACHE_SECONDS,
  params: ['page'],
  reads: listReads(readOpinionsPage),
  head: ({ t }) => ({ title: t('lists:opinions.eyebrow'), description: t('lists:opinions.subtitle') }),
  component: () => import('./OpinionsListPage').then((page) => page.OpinionsListPage),
});
