import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CvcEvent } from '@cvc/domain';
import { Badge, Card, CardBody, CardText, CardTitle } from '../components/Card';
import { EventFacts } from '../components/EventFacts';

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
        <CardTitle>{event.title}</CardTitle>
        <EventFacts event={event} />
        <CardText>{event.description}</CardText>
        <Open type="button" onClick={onOpen} aria-label={`${t('events.details')}: ${event.title}`}>
          {t('events.details')} <span aria-hidden="true">→</span>
        </Open>
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

const Open = styled.button`
  align-self: flex-start;
  margin-top: auto;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
`;
