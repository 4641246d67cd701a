import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardBody, CardGrid, CardOpenButton, CardText, CardTitle, OpenableCard } from '../components/Card';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { COMMITTEES, LEADER_ROLES, type Committee } from './committees';
import { ANCHORS } from '../content/links';
import { useLanguage } from '../i18n/useLanguage';
import { CommitteeModal } from './lazyModals';
import { useSiteSettings } from '../site-context/SiteSettings';
import { IconTile } from './IconTile';

export function Committees() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState<Committee | null>(null);
  const { leadership } = useSiteSettings();
  return (
    <Section
      id={ANCHORS.committees}
      tone="soft"
      eyebrow={t('committees.eyebrow')}
      title={t('committees.title')}
      subtitle={t('committees.subtitle')}
    >
      <CardGrid $min="200px">
        {COMMITTEES.map((committee) => (
          <OpenableCard key={committee.id}>
            <CardBody>
              <IconTile>
                <Icon drawing={committee.icon} />
              </IconTile>
              <CardTitle>
                <CardOpenButton
                  type="button"
                  onClick={() => setOpen(committee)}
                  aria-label={`${t('committees.open')}: ${committee.text[language].name}`}
                >
                  {committee.text[language].name}
                </CardOpenButton>
              </CardTitle>
              <CardText>{committee.text[language].summary}</CardText>
              {/* The button says it already; this is the card's visible cue. */}
              <More aria-hidden="true">{t('committees.open')} →</More>
            </CardBody>
          </OpenableCard>
        ))}
      </CardGrid>
      <Leaders aria-label={t('committees.leadership')}>
        {LEADER_ROLES.map(({ role, key }) => (
          <Leader key={role}>
            <img
              src={leadership[key].photo_url}
              alt={leadership[key].name}
              width={64}
              height={64}
              loading="lazy"
            />
            <div>
              <strong>{leadership[key].name}</strong>
              <span>{t(`committees.${role}`)}</span>
            </div>
          </Leader>
        ))}
      </Leaders>
      <CommitteeModal committee={open} onClose={() => setOpen(null)} />
    </Section>
  );
}

const More = styled.span`
  margin-top: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.9rem;
  font-weight: 700;
`;

const Leaders = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 32px;
`;

const Leader = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 12px 20px 12px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
  }
  strong,
  span {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;
