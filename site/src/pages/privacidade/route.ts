import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTES } from '@cvc/web';

// The notice names the controller and the encarregado from the site settings, so it is rendered per request
// with them (the site's own read): an admin's change reaches the page within the CDN's minutes, no deploy.
export default definePage({
  id: 'privacy',
  paths: [PUBLIC_ROUTES.privacy],
  render: 'request',
  cacheSeconds: 300,
  head: ({ t }) => ({ title: t('privacy:title'), description: t('privacy:lead') }),
  component: () => import('./PrivacyPage').then((page) => page.PrivacyPage),
});
