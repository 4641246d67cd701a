import { MARKET_SECTORS_SHOWN, type MarketSectorData } from '@cvc/domain';

export interface RankedSector extends MarketSectorData {
  rank: number;
}

/** Rank 1 is the highest maturity score; ties keep the order the function returned. */
export function rankSectors(sectors: readonly MarketSectorData[]): RankedSector[] {
  return [...sectors]
    .sort((a, b) => b.maturity - a.maturity)
    .map((sector, index) => ({ ...sector, rank: index + 1 }));
}

/** Three sectors drawn at random (Fisher–Yates on a copy), shown in rank order. */
export function shuffleSectors(
  ranked: readonly RankedSector[],
  random: () => number = Math.random,
): RankedSector[] {
  const pool = [...ranked];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, MARKET_SECTORS_SHOWN).sort((a, b) => a.rank - b.rank);
}
