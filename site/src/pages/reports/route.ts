import { PUBLIC_ROUTES } from '@cvc/domain';
import { definePageRoute } from '../../app/pageRoute';

// The first screen of a list is its cards, so it is rendered with them (?page=N too).
export default definePageRoute({
  id: 'reports',
  paths: [PUBLIC_ROUTES.reports],
  render: 'request',
  cacheSeconds: 300,
  params: ['page'],
  module: 'ReportsListPage',
  component: 'ReportsListPage',
});
