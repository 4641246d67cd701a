import { lazy } from 'react';
import NewsletterIcon from '@mui/icons-material/MarkEmailRead';

const NewsletterList = lazy(() =>
  import('./NewsletterList').then((module) => ({ default: module.NewsletterList })),
);

export default { list: NewsletterList, icon: NewsletterIcon };
