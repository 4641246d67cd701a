import { definePage } from '../../app/pageRoute';

// Every address no other page claims, in each language (Hosting's catch-all rewrites).
export default definePage({
  id: 'not-found',
  paths: ['*'],
  render: 'fallback',
  head: ({ t }) => ({ title: t('notFound.title'), description: t('notFound.text'), notFound: true }),
  component: () => import('./NotFoundPage').then((page) => page.NotFoundPage),
});
