import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CvcEvent } from '@cvc/domain';
import { eventPagePath } from '@cvc/web';
import { Badge, Card, CardBody, CardText, CardTitle } from '../components/Card';
import { ContentInLanguage } from '../components/ContentInLanguage';
import { EventFacts } from '../components/EventFacts';
import { Link } from '../components/Link';

interface EventCardProps {
  event: CvcEvent;
  isPast: boolean;
  isNext: boolean;
  onOpen: () => void;
}

export function EventCard({ event, isPast, isNext, onOpen }: EventCardProps) {
  const { t } = useTranslation();
  return (
    <StyledCard $past={isPast} $next={isNext} data-testid="event-card">
      {event.image_url && <img src={event.image_url} alt="" width={640} height={280} loading="lazy" />}
      <CardBody>
        {(isNext || isPast) && (
          <Badge $tone={isNext ? 'accent' : 'muted'}>{isNext ? t('events.next') : t('events.closed')}</Badge>
        )}
        <ContentInLanguage item={event} note>
          <CardTitle>{event.title}</CardTitle>
        </ContentInLanguage>
        <EventFacts event={event} />
        <ContentInLanguage item={event} as={CardText}>
          {event.description}
        </ContentInLanguage>
        <Actions>
          <Open type="button" onClick={onOpen} aria-label={`${t('events.details')}: ${event.title}`}>
            {t('events.details')} <span aria-hidden="true">→</span>
          </Open>
          <Link to={eventPagePath(event.id)} aria-label={`${t('events.page')}: ${event.title}`}>
            {t('events.page')}
          </Link>
        </Actions>
      </CardBody>
    </StyledCard>
  );
}

const StyledCard = styled(Card)<{ $past: boolean; $next: boolean }>`
  ${({ $past }) => $past && '> img { opacity: 0.75; }'}
  ${({ $next, theme }) => $next && `box-shadow: 0 0 0 2px ${theme.colors.accent}, ${theme.shadow.card};`}
  > img {
    width: 100%;
    aspect-ratio: 16 / 7;
    object-fit: cover;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 20px;
  margin-top: auto;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Open = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
`;
