import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTES } from '@cvc/web';
import { eventHead } from './eventHead';
import { homeReads } from './reads';

// Its sections are Firestore data (logos, the latest news, opinions, reports, events), so it is rendered with them
// and paints whole. The market band's figures come from our own /api, which a server render has no address for,
// so the band fills in in the browser. `?event=<id>` opens one event, and a shared link previews it.
export default definePage({
  id: 'home',
  paths: [PUBLIC_ROUTES.home],
  render: 'request',
  cacheSeconds: 300,
  params: ['event'],
  reads: homeReads,
  head: ({ reads, language, at, t, origin }) =>
    eventHead(reads.events, at.search.get('event'), { language, origin, siteName: t('meta.siteName') }) ?? {
      title: null,
      description: t('meta.description'),
    },
  component: () => import('./HomePage').then((page) => page.HomePage),
});
