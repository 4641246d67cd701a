import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from '@cvc/web';

// The course offer (dates, price, whether sales are open) is a site setting and the first screen, so the page
// is rendered with it (the site's own read): it never paints last class's facts.
export default definePage({
  id: 'revolucao-2030',
  paths: [PUBLIC_ROUTES.revolucao2030, ...PUBLIC_ROUTE_ALIASES.revolucao2030],
  render: 'request',
  cacheSeconds: 300,
  head: ({ t }) => ({ title: t('course2030:pageTitle'), description: t('course2030:lead') }),
  component: () => import('./Course2030Page').then((page) => page.Course2030Page),
});
