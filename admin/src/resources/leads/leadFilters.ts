import { searchTokenOf, type LeadSource, type LeadStatus } from '@cvc/domain';

/**
 * What the leads screen narrows the list by, as the list's filter values: each a query constraint of the
 * dataProvider's getList (`q` the search box, the range a São Paulo day each side, the last one included).
 */
export type LeadFilters = {
  /** Start of a word of the name, company or email (domain leadSearchTokens). */
  q?: string;
  status?: LeadStatus | '';
  source?: LeadSource | '';
  /** Created on or after this day, 'YYYY-MM-DD'. */
  'created_at@gte'?: string;
  /** Created on or before this day, 'YYYY-MM-DD'. */
  'created_at@lte'?: string;
};

/** The unfiltered list, the only one whose first page announces new leads: blanks and a bare space filter nothing. */
export function isUnfiltered(filters: LeadFilters): boolean {
  return Object.entries(filters).every(([key, value]) =>
    key === 'q'
      ? searchTokenOf(typeof value === 'string' ? value : '') === null
      : value === '' || value == null,
  );
}
