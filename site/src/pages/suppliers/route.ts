import { PUBLIC_ROUTES } from '@cvc/domain';
import { definePageRoute } from '../../app/pageRoute';

// The guide filters in the browser, so its first screen is the same for everyone.
export default definePageRoute({
  id: 'suppliers',
  paths: [PUBLIC_ROUTES.suppliers],
  render: 'build',
  module: 'SuppliersPage',
  component: 'SuppliersPage',
});
