import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  MARKET_RESHUFFLE_MS,
  MARKET_SECTORS_SHOWN,
  MARKET_TOP_SECTORS,
  MATURITY_BANDS,
  MATURITY_LABELS,
  type MarketIntelligence,
} from '@cvc/domain';
import { ButtonLink } from '../components/Button';
import { Eyebrow, SectionTitle } from '../components/Section';
import { Container } from '../components/Section';
import { useSiteSettings } from '../site-context/SiteSettings';
import type { AsyncState } from '../hooks/useAsync';
import { useLanguage } from '../i18n/useLanguage';
import { media } from '../styles/theme';
import { rankSectors, shuffleSectors, type RankedSector } from './pickSectors';
import { SectorCard, toneColor } from './SectorCard';

interface MarketBandProps {
  state: AsyncState<MarketIntelligence>;
  random?: () => number;
}

/** The top sectors by maturity; every 5 s another three of them are drawn, when there are at least three. */
export function MarketBand({ state, random }: MarketBandProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSiteSettings();
  // The function already sends only the top ones; the band holds to the same bound whatever it is sent.
  const ranked =
    state.status === 'ready' ? rankSectors(state.data.top_sectors).slice(0, MARKET_TOP_SECTORS) : [];
  const [shown, setShown] = useState<RankedSector[] | null>(null);
  const canShuffle = ranked.length >= MARKET_SECTORS_SHOWN;

  useEffect(() => {
    if (!canShuffle) return;
    const timer = setInterval(() => setShown(shuffleSectors(ranked, random)), MARKET_RESHUFFLE_MS);
    return () => clearInterval(timer);
    // Restart only when the data arrives, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, canShuffle]);

  const visible = shown ?? ranked.slice(0, MARKET_SECTORS_SHOWN);
  return (
    <Band aria-labelledby="market-title">
      <Container>
        <Eyebrow $tone="dark">{t('market.eyebrow')}</Eyebrow>
        <SectionTitle id="market-title">{t('market.title')}</SectionTitle>
        <Intro>{t('market.subtitle')}</Intro>
        {state.status === 'loading' ? (
          <Status role="status">{t('market.loading')}</Status>
        ) : visible.length === 0 ? (
          <Status>{t('market.noData')}</Status>
        ) : (
          <>
            <Cards data-testid="market-sectors">
              {visible.map((sector) => (
                <SectorCard key={sector.name} sector={sector} language={language} />
              ))}
            </Cards>
            <Footer>
              <Legend aria-label={t('market.legend')}>
                {MATURITY_BANDS.map(({ band, min, max }) => (
                  <li key={band}>
                    <Dot style={{ background: toneColor(min) }} aria-hidden="true" />
                    {MATURITY_LABELS[language][band]} ({min}-{max})
                  </li>
                ))}
              </Legend>
              <Count>
                {t('market.sectorsEvaluated', {
                  count: state.status === 'ready' ? state.data.sectors_evaluated : 0,
                })}
              </Count>
            </Footer>
          </>
        )}
        <Overlay>
          <div>
            <strong>{t('market.overlayTitle')}</strong>
            <p>{t('market.overlayText')}</p>
          </div>
          <ButtonLink href={settings.radar_url} target="_blank" rel="noopener noreferrer" $variant="accent">
            {t('market.overlayCta')} <span aria-hidden="true">↗</span>
          </ButtonLink>
        </Overlay>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: 64px 0;
  background: linear-gradient(180deg, #0b1f3a, #102a4d);
  color: #dbe5f7;
  h2 {
    color: #fff;
  }
  ${media.md} {
    padding: 80px 0;
  }
`;

const Intro = styled.p`
  max-width: 640px;
  margin: 12px 0 32px;
  opacity: 0.85;
`;

const Status = styled.p`
  padding: 40px 0;
  text-align: center;
  font-weight: 600;
`;

const Cards = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 20px;
  font-size: 0.85rem;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
`;

const Count = styled.p`
  font-weight: 700;
  color: #fff;
`;

const Overlay = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 28px;
  padding: 20px 24px;
  border: 1px solid rgba(255, 255, 255, 0.16);
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(255, 255, 255, 0.08);
  strong {
    color: #fff;
    font-size: 1.1rem;
  }
  p {
    opacity: 0.85;
  }
`;
