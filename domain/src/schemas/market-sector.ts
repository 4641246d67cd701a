import { z } from '../zod';
import { requiredText } from './fields';
import { VALIDATION_MESSAGES as MSG } from './messages';

const percent = () => z.number({ error: MSG.percentage }).min(0, MSG.percentage).max(100, MSG.percentage);

/** One sector of the market intelligence band, edited by holders of the crawler key. */
export const marketSectorSchema = z.object({
  name: requiredText(),
  cvcs: z.number({ error: MSG.nonNegativeInt }).int(MSG.nonNegativeInt).min(0, MSG.nonNegativeInt),
  // Maturity score 0-100; see maturityBand for how it is labelled.
  maturity: percent(),
  // Share of all CVCs that are in this sector.
  percentage: percent(),
});

export type MarketSectorInput = z.input<typeof marketSectorSchema>;
export type MarketSectorData = z.output<typeof marketSectorSchema>;
export type MarketSector = MarketSectorData & { id: string };

/** SPEC §3 leaves the stage shape open; this is the one our function returns. */
export type InvestmentStage = { stage: string; count: number };

/** Body of fetch-market-intelligence, under `data`. */
export type MarketIntelligence = {
  total_corporates: number;
  total_startups: number;
  total_investments: number;
  /** The MARKET_TOP_SECTORS highest maturity scores, highest first. */
  top_sectors: MarketSectorData[];
  /** Every sector with valid figures, beyond the top ones: the band's 'N setores avaliados'. */
  sectors_evaluated: number;
  investment_stages: InvestmentStage[];
};

/** Body of fetch-cvc-info, under `data`. */
export type CvcInfo = { id: string; name: string; sector: string };
