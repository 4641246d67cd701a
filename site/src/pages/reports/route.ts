import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTES } from '@cvc/web';
import { readReportsPage } from '../../data/pageReads';
import { listReads } from '../../features/paging/usePagedList';

// The first screen of a list is its cards, so it is rendered with them (?page=N too).
export default definePage({
  id: 'reports',
  paths: [PUBLIC_ROUTES.reports],
  render: 'request',
  cacheSeconds: 300,
  params: ['page'],
  reads: listReads(readReportsPage),
  head: ({ t }) => ({ title: t('lists:reports.eyebrow'), description: t('lists:reports.subtitle') }),
  component: () => import('./ReportsListPage').then((page) => page.ReportsListPage),
});
