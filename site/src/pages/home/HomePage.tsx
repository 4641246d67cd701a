import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { scrollToAnchor } from '../../components/useAnchorNavigation';
import { fetchEnabledEvents } from '../../data/enabledEvents';
import { fetchMarketIntelligence } from '../../data/marketIntelligence';
import { useAsync, type AsyncState } from '../../hooks/useAsync';
import { About } from '../../sections/About';
import { Activities } from '../../sections/Activities';
import { Committees } from '../../sections/Committees';
import { EventFormatsModal } from '../../sections/lazyModals';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { Events } from '../../sections/Events';
import { Hero } from '../../sections/Hero';
import { LatestNews } from '../../sections/LatestNews';
import { LatestReports } from '../../sections/LatestReports';
import { Maintainers } from '../../sections/Maintainers';
import { MarketBand } from '../../sections/MarketBand';
import { OpinionHighlights } from '../../sections/OpinionHighlights';
import { Programs } from '../../sections/Programs';
import { Supporters } from '../../sections/Supporters';
import { Tools } from '../../sections/Tools';

/**
 * The home page: every section of SPEC §2 in order, with the event deep link and anchor scrolling. Below the hero,
 * each section hydrates as it nears the viewport, and the browser lays it out only then (HydrateNearViewport
 * skipWhileOffscreen): the page is about 7,800 px tall on a phone.
 */
export function HomePage() {
  const { hash } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const events = useAsync(fetchEnabledEvents);
  // The badge counts the enabled events the Events section reads anyway: no query of its own.
  const eventsCount: AsyncState<number> =
    events.status === 'ready' ? { status: 'ready', data: events.data.length } : events;
  const [formatsOpen, setFormatsOpen] = useState(false);
  const openFormats = () => setFormatsOpen(true);

  // Arriving from another page through /#section: scroll once the section exists (events load later).
  useEffect(() => {
    if (hash) scrollToAnchor(decodeURIComponent(hash.slice(1)), 'auto');
  }, [hash, events.status]);

  return (
    <>
      <Hero />
      <LiveMarketBand />
      <HydrateNearViewport skipWhileOffscreen>
        <Tools />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <Programs />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <About />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <Activities eventsCount={eventsCount} onOpenEventFormats={openFormats} />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <Committees />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <LatestNews />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <OpinionHighlights />
      </HydrateNearViewport>
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
      <HydrateNearViewport skipWhileOffscreen>
        <Maintainers />
      </HydrateNearViewport>
      <HydrateNearViewport skipWhileOffscreen>
        <Supporters />
      </HydrateNearViewport>
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
