import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSiteModals } from '../site-context/SiteModals';
import { useAnchorNavigation } from '../components/useAnchorNavigation';
import { tapAction, tapAnchor } from '../components/StaticSection';
import { Button } from '../components/Button';
import { Container } from '../components/Section';
import { ANCHORS } from '../content/links';
import { fetchParticipantLogos } from '../data/participantLogos';
import { listOf, useAsync } from '../hooks/useAsync';
import { media } from '../styles/theme';
import { LogoStrip } from './LogoStrip';

export function Hero() {
  const { t } = useTranslation();
  const { openLead } = useSiteModals();
  const goToAnchor = useAnchorNavigation();
  const logos = listOf(useAsync(fetchParticipantLogos));
  return (
    <Wrapper>
      <Container>
        <Content>
          <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.subtitle')}</p>
          <Actions>
            <Button $variant="accent" $size="lg" onClick={openLead} {...tapAction('openLead')}>
              {t('hero.ctaJoin')}
            </Button>
            <Button
              $variant="light"
              $size="lg"
              onClick={() => goToAnchor(ANCHORS.about)}
              {...tapAnchor(ANCHORS.about)}
            >
              {t('hero.ctaAbout')}
            </Button>
          </Actions>
        </Content>
      </Container>
      {logos.length > 0 && (
        <Strip>
          <Container>
            <StripLabel>{t('hero.participants')}</StripLabel>
          </Container>
          <LogoStrip logos={logos} label={t('hero.participants')} />
        </Strip>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  position: relative;
  overflow: hidden;
  padding: 72px 0 0;
  background:
    radial-gradient(circle at 85% 10%, rgba(245, 158, 11, 0.22), transparent 40%),
    radial-gradient(circle at 10% 90%, rgba(29, 78, 216, 0.55), transparent 50%),
    linear-gradient(135deg, #081830 0%, #0b1f3a 45%, #14315c 100%);
  color: #dbe5f7;
  ${media.md} {
    padding-top: 112px;
  }
`;

const Content = styled.div`
  max-width: 820px;
  padding-bottom: 56px;
  h1 {
    color: #fff;
    font-size: clamp(1.75rem, 5vw, 3.4rem);
    letter-spacing: -0.02em;
  }
  > p {
    max-width: 640px;
    margin-top: 20px;
    font-size: clamp(1.05rem, 2vw, 1.2rem);
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: 20px;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.08);
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`;

const Strip = styled.div`
  padding: 20px 0 24px;
  background: rgba(255, 255, 255, 0.96);
`;

const StripLabel = styled.p`
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;
