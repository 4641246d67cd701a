import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from '@cvc/domain';
import { definePageRoute } from '../../app/pageRoute';

// The course offer (dates, price, whether sales are open) is a site setting and the first screen, so the page
// is rendered with it: it never paints last class's facts.
export default definePageRoute({
  id: 'revolucao-2030',
  paths: [PUBLIC_ROUTES.revolucao2030, ...PUBLIC_ROUTE_ALIASES.revolucao2030],
  render: 'request',
  cacheSeconds: 300,
  module: 'Course2030Page',
  component: 'Course2030Page',
});
