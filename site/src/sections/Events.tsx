import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPastEvent, nextEventIndex, type CvcEvent } from '@cvc/domain';
import { Button } from '../components/Button';
import { CardGrid } from '../components/Card';
import { EventModal } from '../components/lazyModals';
import { Section } from '../components/Section';
import { scrollToAnchor } from '../components/useAnchorNavigation';
import { ANCHORS } from '../content/links';
import { submitEventRsvp } from '../data/submit';
import type { AsyncState } from '../hooks/useAsync';
import { EventCard } from './EventCard';

interface EventsProps {
  state: AsyncState<CvcEvent[]>;
  /** `?event={id}` of the deep link: opened once the events are loaded. */
  deepLinkId: string | null;
  onDeepLinkHandled: () => void;
  onOpenEventFormats: () => void;
  today?: Date;
}

/** Enabled events in date order; hidden when there are none. Past ones are closed, the first upcoming is next. */
export function Events({
  state,
  deepLinkId,
  onDeepLinkHandled,
  onOpenEventFormats,
  today = new Date(),
}: EventsProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const events = state.status === 'ready' ? state.data : [];
  const next = nextEventIndex(events, today);

  useEffect(() => {
    if (!deepLinkId || state.status === 'loading') return;
    if (events.some((event) => event.id === deepLinkId)) {
      setOpenId(deepLinkId);
      scrollToAnchor(ANCHORS.events, 'auto');
    }
    onDeepLinkHandled();
    // Runs when the events arrive; the handler clears the query so this happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deepLinkId, state.status]);

  if (events.length === 0) return null;
  const openIndex = events.findIndex((event) => event.id === openId);
  const open = events[openIndex] ?? null;
  return (
    <Section
      id={ANCHORS.events}
      tone="soft"
      eyebrow={t('events.eyebrow')}
      title={t('events.title')}
      action={
        <Button $variant="outline" $size="sm" onClick={onOpenEventFormats}>
          {t('events.formats')}
        </Button>
      }
    >
      <CardGrid $min="300px">
        {events.map((event, index) => (
          <EventCard
            key={event.id}
            event={event}
            isPast={isPastEvent(event.date, today)}
            isNext={index === next}
            onOpen={() => setOpenId(event.id)}
          />
        ))}
      </CardGrid>
      <EventModal
        event={open}
        isPast={open ? isPastEvent(open.date, today) : false}
        isNext={openIndex !== -1 && openIndex === next}
        onClose={() => setOpenId(null)}
        submitRsvp={submitEventRsvp}
      />
    </Section>
  );
}
