import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTES } from '@cvc/web';

// The next class's dates, price and whether sign-ups are open are site settings and the first screen, so the
// page is rendered with them (the site's own read).
export default definePage({
  id: 'formacao-executiva',
  paths: [PUBLIC_ROUTES.executiveTraining],
  render: 'request',
  cacheSeconds: 300,
  head: ({ t }) => ({ title: t('executiveTraining:pageTitle'), description: t('executiveTraining:lead') }),
  component: () => import('./ExecutiveTrainingPage').then((page) => page.ExecutiveTrainingPage),
});
