import styled from 'styled-components';
import { seatsLeft, type EventSeats } from '@cvc/domain';
import { useEventMessages } from '../i18n/event/messages';

/** Whether a newcomer joins the waitlist: no seat left, or someone already waits for the next freed one. */
export function isEventFull(capacity: unknown, seats: EventSeats): boolean {
  const left = seatsLeft(capacity, seats.confirmed);
  return left !== null && (left === 0 || seats.waitlisted > 0);
}

/** The seats line in the event's words: how many are left, or that sign-ups join the waitlist. */
export function EventSeatsNote({ capacity, seats }: { capacity: unknown; seats: EventSeats }) {
  const { m, t } = useEventMessages();
  const left = seatsLeft(capacity, seats.confirmed);
  if (left === null) return null;
  return (
    <SeatsNote role="status">
      {isEventFull(capacity, seats) ? m.full : t('seatsLeft', { count: left })}
    </SeatsNote>
  );
}

const SeatsNote = styled.p`
  margin: 0;
  font-weight: 600;
`;
