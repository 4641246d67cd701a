import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isCapacity, type CvcEvent, type EventRsvpInput, type EventSeats } from '@cvc/domain';
import { eventPagePath, eventSharePath } from '@cvc/web';
import { AddToCalendar } from './AddToCalendar';
import { Button } from './Button';
import { Badge } from './Card';
import { ContentInLanguage, UntranslatedNote } from './ContentInLanguage';
import { EventFacts } from './EventFacts';
import { EventSeatsNote, isEventFull } from './EventSeatsNote';
import { EventDescription, EventSponsors } from './EventSponsors';
import { Link } from './Link';
import { Modal } from './Modal';
import { RsvpForm } from './RsvpForm';
import { SuccessBox } from './FormFields';
import { useEventMessages } from '../i18n/event/messages';
import { fetchEventSeats } from '../data/eventSeats';

export interface EventModalProps {
  event: CvcEvent | null;
  isPast: boolean;
  isNext: boolean;
  onClose: () => void;
  submitRsvp: (rsvp: EventRsvpInput) => Promise<void>;
  /** Clipboard write; injectable because browsers refuse it outside secure, focused pages. */
  copyText?: (text: string) => Promise<void>;
  /** The event's taken seats; injectable so tests need no Firestore. */
  readSeats?: (eventId: string) => Promise<EventSeats>;
}

/** Link that reopens this event's modal on the home page (SPEC §2 deep link). */
export function eventShareLink(eventId: string): string {
  return `${window.location.origin}${eventSharePath(eventId)}`;
}

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

/** Details → RSVP form → confirmation; every opening starts again at the details. */
export function EventModal(props: EventModalProps) {
  const { event, onClose } = props;
  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      title={
        event && (
          <ContentInLanguage item={event} as="span">
            {event.title}
          </ContentInLanguage>
        )
      }
      size="lg"
    >
      {event && <EventFlow key={event.id} {...props} event={event} />}
    </Modal>
  );
}

function EventFlow({
  event,
  isPast,
  isNext,
  onClose,
  submitRsvp,
  copyText = clipboardWrite,
  readSeats = fetchEventSeats,
}: EventModalProps & { event: CvcEvent }) {
  const { t } = useTranslation();
  const { m } = useEventMessages();
  const [step, setStep] = useState<'details' | 'rsvp' | 'confirmed'>('details');
  const seats = useSeats(event, isPast, readSeats);
  const full = seats !== null && isEventFull(event.capacity, seats);

  const share = async () => {
    const link = eventShareLink(event.id);
    try {
      await copyText(link);
      window.alert(t('events.copied'));
    } catch (error) {
      console.error(error);
      window.alert(t('events.copyFailed', { link }));
    }
  };

  if (step === 'rsvp') {
    return (
      <>
        <h3>{t('events.rsvpTitle')}</h3>
        <RsvpForm
          eventId={event.id}
          submit={submitRsvp}
          onSuccess={() => setStep('confirmed')}
          onBack={() => setStep('details')}
        />
      </>
    );
  }
  if (step === 'confirmed') {
    return (
      <SuccessBox role="status">
        <strong>{full ? m.waitlistTitle : t('events.confirmedTitle')}</strong>
        <p>{full ? m.waitlistText : t('events.confirmedText')}</p>
        <Button onClick={onClose}>{t('events.close')}</Button>
      </SuccessBox>
    );
  }
  return (
    <Details>
      <UntranslatedNote item={event} />
      {event.image_url && <Cover src={event.image_url} alt="" width={820} height={360} />}
      <Badges>
        {isNext && <Badge $tone="accent">{t('events.next')}</Badge>}
        {isPast && <Badge $tone="muted">{t('events.closed')}</Badge>}
      </Badges>
      <EventFacts event={event} />
      {!isPast && seats && <EventSeatsNote capacity={event.capacity} seats={seats} />}
      {!isPast && <AddToCalendar event={event} pageUrl={eventShareLink(event.id)} />}
      <EventDescription event={event} />
      <EventSponsors event={event} />
      <Link to={eventPagePath(event.id)}>{t('events.page')}</Link>
      <Actions>
        <Button $variant="outline" onClick={() => void share()}>
          {t('events.share')}
        </Button>
        <Button onClick={() => setStep('rsvp')} disabled={isPast}>
          {isPast ? t('events.closed') : t('events.register')}
        </Button>
      </Actions>
    </Details>
  );
}

/** The seats of an open, limited event, read when the modal opens; null until known (or unread: no line then). */
function useSeats(
  event: CvcEvent,
  isPast: boolean,
  readSeats: (eventId: string) => Promise<EventSeats>,
): EventSeats | null {
  const [seats, setSeats] = useState<EventSeats | null>(null);
  const limited = isCapacity(event.capacity);
  useEffect(() => {
    if (isPast || !limited) return;
    let current = true;
    readSeats(event.id).then(
      (read) => current && setSeats(read),
      // Without the counts the modal still offers the sign-up; the functions decide the seat anyway.
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [event.id, isPast, limited, readSeats]);
  return seats;
}

const Details = styled.div`
  display: grid;
  gap: 14px;
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Badges = styled.div`
  display: flex;
  gap: 8px;
  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding-top: 8px;
`;
