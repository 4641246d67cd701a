import { PUBLIC_ROUTES } from '@cvc/domain';
import { definePageRoute } from '../../app/pageRoute';

// The next class's dates, price and whether sign-ups are open are site settings and the first screen, so the
// page is rendered with them.
export default definePageRoute({
  id: 'formacao-executiva',
  paths: [PUBLIC_ROUTES.executiveTraining],
  render: 'request',
  cacheSeconds: 300,
  module: 'ExecutiveTrainingPage',
  component: 'ExecutiveTrainingPage',
});
