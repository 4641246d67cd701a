import styled from 'styled-components';
import { formatLongDateBR, formatTimeRange, type CvcEvent } from '@cvc/domain';

/** Date, time range and place of an event, as a compact list. */
export function EventFacts({ event }: { event: CvcEvent }) {
  const times = formatTimeRange(event.start_time, event.end_time);
  return (
    <Facts>
      <li>
        <span aria-hidden="true">📅</span> {formatLongDateBR(event.date)}
      </li>
      {times && (
        <li>
          <span aria-hidden="true">🕒</span> {times}
        </li>
      )}
      <li>
        <span aria-hidden="true">📍</span> {event.location}
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
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.92rem;
  font-weight: 500;
`;
