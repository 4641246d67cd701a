import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from '@cvc/web';

// Its first screen is the program itself, the same for everyone, but its header and footer show the site
// settings: rendered per request with them (the site's own read), a visitor's browser reads nothing on landing
// and so never loads the Firestore SDK.
export default definePage({
  id: 'venture-lab',
  paths: [PUBLIC_ROUTES.ventureLab, ...PUBLIC_ROUTE_ALIASES.ventureLab],
  render: 'request',
  cacheSeconds: 300,
  head: ({ t }) => ({ title: t('ventureLab:pageTitle'), description: t('ventureLab:lead') }),
  component: () => import('./VentureLabPage').then((page) => page.VentureLabPage),
});
