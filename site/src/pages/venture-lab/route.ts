import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from '@cvc/domain';
import { definePage } from '../../app/pageRoute';

// Its first screen is the program itself, the same for everyone, so it is rendered once at build time.
export default definePage({
  id: 'venture-lab',
  paths: [PUBLIC_ROUTES.ventureLab, ...PUBLIC_ROUTE_ALIASES.ventureLab],
  render: 'build',
  head: ({ t }) => ({ title: t('ventureLab:pageTitle'), description: t('ventureLab:lead') }),
  component: () => import('./VentureLabPage').then((page) => page.VentureLabPage),
});
