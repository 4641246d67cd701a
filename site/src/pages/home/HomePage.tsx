import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { scrollToAnchor } from '../../components/useAnchorNavigation';
import { readEnabledEvents } from '../../data/pageReads';
import { fetchMarketIntelligence } from '../../data/marketIntelligence';
import { useAsync, useAsyncInLanguage, type AsyncState } from '../../hooks/useAsync';
import { Committees } from '../../sections/Committees';
import { EventFormatsModal, OPEN_EVENT_FORMATS } from '../../sections/lazyModals';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { staticSection, type StaticSectionOptions } from '../../components/StaticSection';
import { Events } from '../../sections/Events';
import { LatestReports } from '../../sections/LatestReports';
import { MarketBand } from '../../sections/MarketBand';
import type { HomeRead } from './reads';

// The sections whose HTML never changes in the browser: on the page's first load they stay the server's HTML,
// their buttons answered by their holders, and their code loads only when the home is rendered in the browser
// (StaticSection). Each names the page's reads it was rendered from (reads.ts): a name that is not one of them
// fails the type check, where it would have kept the section from ever staying the server's HTML.
function homeSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options?: StaticSectionOptions<HomeRead>,
) {
  return staticSection(load, options);
}

const Hero = homeSection(() => import('./staticSections').then((module) => module.Hero), {
  reads: ['participants'],
  skipWhileOffscreen: false,
});
const Tools = homeSection(() => import('./staticSections').then((module) => module.Tools), {
  reads: ['siteSettings'],
});
const Programs = homeSection(() => import('./staticSections').then((module) => module.Programs), {
  reads: ['siteSettings'],
});
const About = homeSection(() => import('./staticSections').then((module) => module.About));
const Activities = homeSection(() => import('./staticSections').then((module) => module.Activities), {
  reads: ['events'],
});
const LatestNews = homeSection(() => import('./staticSections').then((module) => module.LatestNews), {
  reads: ['latestNews'],
});
const OpinionHighlights = homeSection(
  () => import('./staticSections').then((module) => module.OpinionHighlights),
  { reads: ['opinions'] },
);
const Maintainers = homeSection(() => import('./staticSections').then((module) => module.Maintainers), {
  reads: ['maintainers'],
});
const Supporters = homeSection(() => import('./staticSections').then((module) => module.Supporters), {
  reads: ['supporters'],
});

/**
 * The home page: every section of SPEC §2 in order, with the event deep link and anchor scrolling. Below the hero,
 * the sections with dialogs or live data hydrate as they near the viewport, the others stay HTML (StaticSection),
 * and the browser lays each out only when near (skipWhileOffscreen): the page is about 7,800 px tall on a phone.
 */
export function HomePage() {
  const { hash } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const events = useAsyncInLanguage(readEnabledEvents);
  // The badge counts the enabled events the Events section reads anyway: no query of its own.
  const eventsCount: AsyncState<number> =
    events.status === 'ready' ? { status: 'ready', data: events.data.length } : events;
  const [formatsOpen, setFormatsOpen] = useState(false);
  const openFormats = () => setFormatsOpen(true);

  // Arriving from another page through /#section: scroll once the section exists (events load later, and a
  // static section rendered in the browser once its code is in).
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    if (scrollToAnchor(id, 'auto')) return;
    const observer = new MutationObserver(() => {
      if (scrollToAnchor(id, 'auto')) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hash, events.status]);

  return (
    <>
      <Hero />
      <LiveMarketBand />
      <Tools />
      <Programs />
      <About />
      <Activities
        eventsCount={eventsCount}
        onOpenEventFormats={openFormats}
        actions={{ [OPEN_EVENT_FORMATS]: openFormats }}
      />
      <HydrateNearViewport skipWhileOffscreen>
        <Committees />
      </HydrateNearViewport>
      <LatestNews />
      <OpinionHighlights />
      <HydrateNearViewport skipWhileOffscreen>
        <LatestReports />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <Events
          state={events}
          deepLinkId={searchParams.get('event')}
          onDeepLinkHandled={() => setSearchParams({}, { replace: true })}
          onOpenEventFormats={openFormats}
        />
      </HydrateNearViewport>
      <Maintainers />
      <Supporters />
      <EventFormatsModal open={formatsOpen} onClose={() => setFormatsOpen(false)} />
    </>
  );
}

/**
 * The market band with its own read, hydrated at once: its data arrives in the browser, after the page. Read
 * here, not in HomePage, so the answer re-renders the band alone: a re-render of the page would reach every
 * deferred section, and React holds such an update until each of them has hydrated.
 */
function LiveMarketBand() {
  return <MarketBand state={useAsync(fetchMarketIntelligence)} />;
}
