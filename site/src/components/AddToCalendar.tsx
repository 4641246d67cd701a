import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CvcEvent } from '@cvc/domain';
import { eventIcsPath, googleCalendarUrl } from '@cvc/web';
import { ButtonLink } from './Button';
import { Icon } from './Icon';
import { calendar } from './icons/events';

/**
 * "Adicionar ao calendário": the event's .ics, served by the eventCalendar function (so the site carries no
 * calendar code), and a Google Calendar template in a new tab. `pageUrl` is the event's share address.
 */
export function AddToCalendar({ event, pageUrl }: { event: CvcEvent; pageUrl: string }) {
  const { t } = useTranslation();
  return (
    <Links>
      <ButtonLink $variant="ghost" $size="sm" href={eventIcsPath(event.id)} download>
        <Icon drawing={calendar} size={16} /> {t('events.addToCalendar')}
      </ButtonLink>
      <ButtonLink
        $variant="ghost"
        $size="sm"
        href={googleCalendarUrl(event, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('events.googleCalendar')} <span aria-hidden="true">↗</span>
        <span className="visually-hidden"> {t('nav.newTab')}</span>
      </ButtonLink>
    </Links>
  );
}

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
