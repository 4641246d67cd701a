import { definePage } from '../../app/pageRoute';
import { PUBLIC_ROUTES } from '@cvc/web';
import { fetchEnabledEvents } from '../../data/enabledEvents';
import { fetchLatestNews } from '../../data/latestNews';
import { fetchLatestReports } from '../../data/latestReports';
import { fetchMaintainerLogos } from '../../data/maintainerLogos';
import { fetchOpinionHighlights } from '../../data/opinionHighlights';
import { fetchParticipantLogos } from '../../data/participantLogos';
import { fetchSupporterLogos } from '../../data/supporterLogos';
import { readOf } from '../../hooks/readStore';
import { eventHead } from './eventHead';

// Its sections are Firestore data (logos, the latest news, opinions, reports, events), so it is rendered with them
// and paints whole. The market band's figures come from our own /api, which a server render has no address for,
// so the band fills in in the browser. `?event=<id>` opens one event, and a shared link previews it.
export default definePage({
  id: 'home',
  paths: [PUBLIC_ROUTES.home],
  render: 'request',
  cacheSeconds: 300,
  params: ['event'],
  reads: () => ({
    participants: readOf(fetchParticipantLogos, undefined),
    latestNews: readOf(fetchLatestNews, undefined),
    opinions: readOf(fetchOpinionHighlights, undefined),
    latestReports: readOf(fetchLatestReports, undefined),
    events: readOf(fetchEnabledEvents, undefined),
    supporters: readOf(fetchSupporterLogos, undefined),
    maintainers: readOf(fetchMaintainerLogos, undefined),
  }),
  head: ({ reads, language, at, t, origin }) =>
    eventHead(reads.events, at.search.get('event'), { language, origin, siteName: t('meta.siteName') }) ?? {
      title: null,
      description: t('meta.description'),
    },
  component: () => import('./HomePage').then((page) => page.HomePage),
});
