import styled from 'styled-components';
import { Icon } from './Icon';
import { formatLongDateBR, formatTimeRange, type CvcEvent } from '@cvc/domain';

/** Date, time range and place of an event, as a compact list. */
export function EventFacts({ event }: { event: CvcEvent }) {
  const times = formatTimeRange(event.start_time, event.end_time);
  return (
    <Facts>
      <li>
        <Icon name="calendar" size={16} /> {formatLongDateBR(event.date)}
      </li>
      {times && (
        <li>
          <Icon name="clock" size={16} /> {times}
        </li>
      )}
      <li>
        <Icon name="pin" size={16} /> {event.location}
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
