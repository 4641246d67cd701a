import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CvcEvent } from '@cvc/domain';
import { ContentInLanguage } from './ContentInLanguage';

/** The event's long description, a paragraph per line, as the modal and the event page show it. */
export function EventDescription({ event }: { event: CvcEvent }) {
  return (
    <ContentInLanguage item={event}>
      {(event.full_description ?? event.description)
        .split('\n')
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </ContentInLanguage>
  );
}

/**
 * 'Patrocinadores': the sponsors' text and logos; nothing when the event has neither. Its heading sits one level
 * below the title: h3 in the modal (titled by an h2), h2 on the event's page (titled by its h1).
 */
export function EventSponsors({ event, headingLevel = 3 }: { event: CvcEvent; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  if (!event.sponsors && event.sponsor_logos.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Sponsors>
      <Heading>{t('events.sponsors')}</Heading>
      {event.sponsors && (
        <ContentInLanguage item={event} as="p">
          {event.sponsors}
        </ContentInLanguage>
      )}
      <LogoRow>
        {event.sponsor_logos.map((logo) => (
          <img
            key={logo.name}
            src={logo.logo_url}
            alt={logo.name}
            title={logo.name}
            width={120}
            height={48}
            loading="lazy"
          />
        ))}
      </LogoRow>
    </Sponsors>
  );
}

const Sponsors = styled.div`
  display: grid;
  gap: 8px;
  padding-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2,
  h3 {
    font-size: 1rem;
  }
`;

const LogoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  img {
    height: 48px;
    width: auto;
  }
`;
