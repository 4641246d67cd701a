import { definePageRoute } from '../../app/pageRoute';

// Every address no other page claims, in each language (Hosting's catch-all rewrites).
export default definePageRoute({
  id: 'not-found',
  paths: ['*'],
  render: 'fallback',
  module: 'NotFoundPage',
  component: 'NotFoundPage',
});
