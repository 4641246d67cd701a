import { searchTokenOf } from '@cvc/domain';
import type { LeadFilters } from '../../providers/leadsMethods';

export type { LeadFilters };

/**
 * The filters that decide the query, with empty ones dropped and the search reduced to its token, so typing a
 * trailing space or an accent does not start a new query.
 */
export function effectiveFilters(filters: LeadFilters): LeadFilters {
  const token = searchTokenOf(filters.search ?? '');
  return Object.fromEntries(
    Object.entries({ ...filters, search: token ?? '' }).filter(([, value]) => value !== '' && value != null),
  );
}

/** Stable identity of a filter set (React dependency, cursor cache key). */
export function filtersKey(filters: LeadFilters): string {
  const effective = effectiveFilters(filters);
  return JSON.stringify(
    Object.keys(effective)
      .sort()
      .map((key) => [key, effective[key as keyof LeadFilters]]),
  );
}

/** The unfiltered list: the one whose first page announces new leads. */
export function isUnfiltered(filters: LeadFilters): boolean {
  return Object.keys(effectiveFilters(filters)).length === 0;
}
