import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { useSiteSettings } from '../site-context/SiteSettings';
import { Modal } from '../components/Modal';
import type { Committee } from './committees';
import { COMMITTEE_DETAILS } from './committeeDetails';
import { useLanguage } from '../i18n/useLanguage';

export interface CommitteeModalProps {
  committee: Committee | null;
  onClose: () => void;
}

/**
 * Mission, vision, commitments and numbered topics. A committee with only a mission (no vision, no
 * commitments) shows it as a single box.
 */
export function CommitteeModal({ committee, onClose }: CommitteeModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSiteSettings();
  const text = committee && { ...committee.text[language], ...COMMITTEE_DETAILS[committee.id][language] };
  const missionOnly = !!text && !text.vision && !text.commitments?.length;
  return (
    <Modal open={committee !== null} onClose={onClose} title={text?.name ?? ''} size="lg">
      {text && (
        <Content>
          {missionOnly ? (
            <Box data-testid="committee-single-box">
              <h3>{t('committees.mission')}</h3>
              <p>{text.mission}</p>
            </Box>
          ) : (
            <Boxes>
              <Box>
                <h3>{t('committees.mission')}</h3>
                <p>{text.mission}</p>
              </Box>
              {text.vision && (
                <Box>
                  <h3>{t('committees.vision')}</h3>
                  <p>{text.vision}</p>
                </Box>
              )}
            </Boxes>
          )}
          {text.commitments && text.commitments.length > 0 && (
            <div>
              <h3>{t('committees.commitments')}</h3>
              <ul>
                {text.commitments.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3>{t('committees.topics')}</h3>
            <Topics>
              {text.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </Topics>
          </div>
          <Links>
            <ButtonLink
              href={settings.guide_url}
              target="_blank"
              rel="noopener noreferrer"
              $variant="outline"
              $size="sm"
            >
              {t('committees.guide')} <span aria-hidden="true">↗</span>
            </ButtonLink>
            <ButtonLink
              href={settings.radar_url}
              target="_blank"
              rel="noopener noreferrer"
              $variant="outline"
              $size="sm"
            >
              {t('committees.radar')} <span aria-hidden="true">↗</span>
            </ButtonLink>
          </Links>
        </Content>
      )}
    </Modal>
  );
}

const Content = styled.div`
  display: grid;
  gap: 20px;
  h3 {
    margin-bottom: 8px;
    font-size: 0.85rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Boxes = styled.div`
  display: grid;
  gap: 12px;
  @media (min-width: 640px) {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`;

const Box = styled.div`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.soft};
`;

const Topics = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: topic;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    counter-increment: topic;
  }
  li::before {
    content: counter(topic);
    display: grid;
    flex: none;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
    font-size: 0.8rem;
    font-weight: 700;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
