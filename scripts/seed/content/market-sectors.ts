import type { SeedMarketSector } from './types';

/**
 * Market intelligence: sectors with the number of CVCs investing in them, a maturity score (bands of SPEC §9:
 * 80–100, 60–79, 40–59, below 40) and the share of the mapped CVCs. Two sectors per band; Mineração has a
 * single CVC to exercise the singular wording.
 */
export function buildMarketSectors(): SeedMarketSector[] {
  return [
    { id: 'sector-01', name: 'Serviços Financeiros', cvcs: 24, maturity: 88, percentage: 28 },
    { id: 'sector-02', name: 'Energia', cvcs: 18, maturity: 81, percentage: 21 },
    { id: 'sector-03', name: 'Saúde', cvcs: 15, maturity: 72, percentage: 18 },
    { id: 'sector-04', name: 'Varejo', cvcs: 11, maturity: 64, percentage: 13 },
    { id: 'sector-05', name: 'Agronegócio', cvcs: 8, maturity: 57, percentage: 9 },
    { id: 'sector-06', name: 'Logística', cvcs: 5, maturity: 43, percentage: 6 },
    { id: 'sector-07', name: 'Construção Civil', cvcs: 3, maturity: 31, percentage: 4 },
    { id: 'sector-08', name: 'Mineração', cvcs: 1, maturity: 18, percentage: 1 },
  ];
}
