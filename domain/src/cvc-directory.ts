import { COLLECTIONS } from './collections';

// The CVC directory behind fetch-cvc-info and the market totals: one document per corporate venture unit.
// Cloud Functions read it (admin SDK); holders of the crawler key read and edit it in the console.
export const CVC_DIRECTORY_COLLECTION = COLLECTIONS.cvcs;

/** fetch-cvc-info refuses longer names with 400: no real CVC name comes close. */
export const CVC_NAME_MAX = 120;

export interface CvcDirectoryEntry {
  name: string;
  /** normaliseCvcName(name), stored so the lookup is one equality query. */
  name_key: string;
  sector: string;
  /** Startups in the unit's portfolio. */
  portfolio_startups: number;
  /** Investments (rounds) the unit has taken part in. */
  investments: number;
  /** Stage the unit invests in most, e.g. 'Seed', 'Série A'. */
  main_stage: string;
}

/**
 * Case- and accent-insensitive key: 'Mantiqueira Saúde Ventures' and 'mantiqueira saude  ventures' match.
 * Inner whitespace runs collapse to one space.
 */
export function normaliseCvcName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
