import { definePage } from '../../app/pageRoute';

// Every address no other page claims, in each language: Hosting's catch-alls send them to sitePage, which answers
// this page, as the build rendered it, with a 404.
export default definePage({
  id: 'not-found',
  paths: ['*'],
  render: 'fallback',
  head: ({ t }) => ({ title: t('notFound.title'), description: t('notFound.text'), notFound: true }),
  component: () => import('./NotFoundPage').then((page) => page.NotFoundPage),
});
