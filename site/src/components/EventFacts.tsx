import styled from 'styled-components';
import { formatTimeRange, type CvcEvent } from '@cvc/domain';
import { formatLongDate } from '../i18n/longDate';
import { useLanguage } from '../i18n/useLanguage';
import { ContentInLanguage } from './ContentInLanguage';
import { Icon } from './Icon';
import { calendar, clock, pin } from './icons/events';

/** Date, time range and place of an event, as a compact list. */
export function EventFacts({ event }: { event: CvcEvent }) {
  const language = useLanguage();
  const times = formatTimeRange(event.start_time, event.end_time);
  return (
    <Facts>
      <li>
        <Icon drawing={calendar} size={16} /> {formatLongDate(event.date, language)}
      </li>
      {times && (
        <li>
          <Icon drawing={clock} size={16} /> {times}
        </li>
      )}
      <li>
        <Icon drawing={pin} size={16} />{' '}
        <ContentInLanguage item={event} as="span">
          {event.location}
        </ContentInLanguage>
      </li>
    </Facts>
  );
}

const Facts = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: 8px;
  }
  svg {
    flex: none;
    margin-top: 3px;
  }
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.92rem;
  font-weight: 500;
`;
