import { lazy } from 'react';

const NewsletterList = lazy(() =>
  import('./NewsletterList').then((module) => ({ default: module.NewsletterList })),
);

export default { list: NewsletterList };
