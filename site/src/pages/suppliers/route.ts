import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTES } from '@cvc/web';
import { readActiveSuppliers } from '../../data/pageReads';
import { readOf } from '../../hooks/readStore';

// The guide's first screen is its suppliers, so it is rendered with them (crawlers see the whole guide);
// filtering then happens in the browser, on the same list.
export default definePage({
  id: 'suppliers',
  paths: [PUBLIC_ROUTES.suppliers],
  render: 'request',
  cacheSeconds: 300,
  reads: ({ language }) => ({ suppliers: readOf(readActiveSuppliers, language) }),
  head: ({ t }) => ({ title: t('suppliers:eyebrow'), description: t('suppliers:subtitle') }),
  component: () => import('./SuppliersPage').then((page) => page.SuppliersPage),
});
