import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { maturityLabel, progressBarTone, type Language } from '@cvc/domain';
import { theme } from '../styles/theme';
import type { RankedSector } from './pickSectors';

export function toneColor(score: number): string {
  return theme.colors.tones[progressBarTone(score)];
}

/** One ranked sector: rank, name, CVC count, maturity badge, score and a bar coloured by the thresholds. */
export function SectorCard({ sector, language }: { sector: RankedSector; language: Language }) {
  const { t } = useTranslation();
  const score = Math.round(sector.maturity);
  const color = toneColor(sector.maturity);
  const textColor = theme.colors.toneText[progressBarTone(sector.maturity)];
  return (
    <Card data-testid="market-sector">
      <Top>
        <Rank>{t('market.rank', { rank: sector.rank })}</Rank>
        <Badge style={{ color: textColor, borderColor: color }}>
          {maturityLabel(sector.maturity, language)}
        </Badge>
      </Top>
      <h3>{sector.name}</h3>
      <Meta>{t('market.cvcs', { count: sector.cvcs })}</Meta>
      <ScoreRow>
        <span>{t('market.scoreLabel')}</span>
        <strong>{t('market.score', { score })}</strong>
      </ScoreRow>
      <Bar
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label={`${sector.name}: ${t('market.score', { score })}`}
      >
        <Fill
          data-tone={progressBarTone(sector.maturity)}
          style={{ width: `${Math.min(100, Math.max(0, score))}%`, background: color }}
        />
      </Bar>
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  gap: 8px;
  padding: 22px;
  border: 1px solid rgba(255, 255, 255, 0.12);
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(255, 255, 255, 0.05);
  h3 {
    color: #fff;
    font-size: 1.2rem;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Rank = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 1.4rem;
  font-weight: 800;
`;

const Badge = styled.span`
  padding: 2px 10px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #fff;
  font-size: 0.75rem;
  font-weight: 700;
`;

const Meta = styled.p`
  font-size: 0.9rem;
  opacity: 0.8;
`;

const ScoreRow = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.85rem;
  strong {
    color: #fff;
  }
`;

const Bar = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.12);
`;

const Fill = styled.div`
  height: 100%;
  border-radius: 999px;
  transition: width 0.6s ease;
`;
