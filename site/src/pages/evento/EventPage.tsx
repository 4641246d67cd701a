import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isPastEvent, seatsLeft, type CvcEvent, type EventSeats } from '@cvc/domain';
import { eventPagePath, PUBLIC_ROUTES } from '@cvc/web';
import { AddToCalendar } from '../../components/AddToCalendar';
import { Button, ButtonLink } from '../../components/Button';
import { Badge } from '../../components/Card';
import { ContentInLanguage, UntranslatedNote } from '../../components/ContentInLanguage';
import { EventFacts } from '../../components/EventFacts';
import { EventDescription, EventSponsors } from '../../components/EventSponsors';
import { SuccessBox } from '../../components/FormFields';
import { Link } from '../../components/Link';
import { PageLoading } from '../../components/PageLoading';
import { RsvpForm } from '../../components/RsvpForm';
import { Container } from '../../components/Section';
import { ANCHORS } from '../../content/links';
import { submitEventRsvp } from '../../data/submit';
import { PageBody, PageHero } from '../../features/layout/PageHero';
import { useRead } from '../../hooks/useAsync';
import { useLanguage, useLocalPath } from '../../i18n/useLanguage';
import { useEventMessages } from '../../i18n/event/messages';
import { readEventPage } from './route';

/** The seats line: how many are left, or that the waitlist takes new sign-ups; nothing without a capacity. */
function Seats({ event, seats }: { event: CvcEvent; seats: EventSeats }) {
  const { m, t } = useEventMessages();
  const left = seatsLeft(event.capacity, seats.confirmed);
  if (left === null) return null;
  // Someone waiting means a freed seat is already theirs: a newcomer joins the waitlist too.
  const full = left === 0 || seats.waitlisted > 0;
  return <SeatsNote role="status">{full ? m.full : t('seatsLeft', { count: left })}</SeatsNote>;
}

function SignUp({ event, full }: { event: CvcEvent; full: boolean }) {
  const { m, t } = useEventMessages();
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <SuccessBox role="status">
        <strong>{full ? m.waitlistTitle : t('translation:events.confirmedTitle')}</strong>
        <p>{full ? m.waitlistText : t('translation:events.confirmedText')}</p>
        <Button onClick={() => setSent(false)}>{t('translation:events.close')}</Button>
      </SuccessBox>
    );
  }
  return <RsvpForm eventId={event.id} submit={submitEventRsvp} onSuccess={() => setSent(true)} />;
}

function EventView({ event, seats }: { event: CvcEvent; seats: EventSeats }) {
  const { m, t } = useEventMessages();
  const localPath = useLocalPath();
  const past = isPastEvent(event.date, new Date());
  const left = seatsLeft(event.capacity, seats.confirmed);
  const full = left !== null && (left === 0 || seats.waitlisted > 0);
  // The calendar entry links back to this page by its absolute address, known in the browser only: the server
  // render writes the path, and the first effect completes it (the same markup on both sides, then a change).
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return (
    <>
      <PageHero
        eyebrow={m.eyebrow}
        title={
          <ContentInLanguage item={event} as="span">
            {event.title}
          </ContentInLanguage>
        }
        subtitle={
          <ContentInLanguage item={event} as="span">
            {event.description}
          </ContentInLanguage>
        }
      >
        <HeroNotes>
          <UntranslatedNote item={event} />
          {past && <Badge $tone="muted">{t('translation:events.closed')}</Badge>}
        </HeroNotes>
      </PageHero>
      <PageBody>
        {/* The site's frame, as every other page's body: its width and side margins. */}
        <Container>
          <Layout>
            <Details>
              {event.image_url && <Cover src={event.image_url} alt="" width={820} height={360} />}
              <EventFacts event={event} />
              {!past && (
                <AddToCalendar event={event} pageUrl={`${origin}${localPath(eventPagePath(event.id))}`} />
              )}
              <EventDescription event={event} />
              <EventSponsors event={event} headingLevel={2} />
            </Details>
            <Aside aria-labelledby="inscricao">
              <h2 id="inscricao">{m.signUp}</h2>
              {past ? (
                <p>{m.past}</p>
              ) : (
                <>
                  <Seats event={event} seats={seats} />
                  <SignUp event={event} full={full} />
                </>
              )}
            </Aside>
          </Layout>
          <p>
            <Link to={`${PUBLIC_ROUTES.home}#${ANCHORS.events}`}>{m.allEvents}</Link>
          </p>
        </Container>
      </PageBody>
    </>
  );
}

function EventNotFound() {
  const { m } = useEventMessages();
  return (
    <Container style={{ textAlign: 'center', padding: '48px 0 80px' }}>
      <h1>{m.notFound}</h1>
      <p>{m.notFoundText}</p>
      <ButtonLink as={Link} to={`${PUBLIC_ROUTES.home}#${ANCHORS.events}`} $size="lg">
        {m.allEvents}
      </ButtonLink>
    </Container>
  );
}

/** /evento/:id: an event's own page, rendered with the event and its seats. */
export function EventPage() {
  const { id = '' } = useParams();
  const state = useRead(readEventPage, { id, language: useLanguage() });
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error' || !state.data) return <EventNotFound />;
  return <EventView key={id} event={state.data.event} seats={state.data.seats} />;
}

// Below the subtitle: the untranslated note and the closed badge, either or both, on one line.
const HeroNotes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
  &:empty {
    display: none;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Details = styled.div`
  display: grid;
  gap: 14px;
`;

const Aside = styled.section`
  display: grid;
  gap: 12px;
  h2 {
    font-size: 1.3rem;
    margin: 0;
  }
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const SeatsNote = styled.p`
  margin: 0;
  font-weight: 600;
`;
