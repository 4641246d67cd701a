import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from '@cvc/domain';
import { definePageRoute } from '../../app/pageRoute';

export default definePageRoute({
  id: 'venture-lab',
  paths: [PUBLIC_ROUTES.ventureLab, ...PUBLIC_ROUTE_ALIASES.ventureLab],
  render: 'build',
  module: 'VentureLabPage',
  component: 'VentureLabPage',
});
