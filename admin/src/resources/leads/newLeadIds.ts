import type { Lead } from '@cvc/domain';

/**
 * What the live first page tells the new-lead notifier. The page is a window of the newest leads, so deleting
 * one pulls an older lead in from below; that lead is older than the newest one already seen and must not be
 * announced. A lead counts as arrived only when it is newer than everything seen before it.
 */
export function createArrivalFilter() {
  let fed: Set<string> | null = null;
  let newest = Number.NEGATIVE_INFINITY;
  return (leads: readonly Lead[]): string[] => {
    const time = (lead: Lead) => lead.created_at?.getTime() ?? Number.POSITIVE_INFINITY;
    const ids = leads
      .filter((lead) => fed === null || fed.has(lead.id) || time(lead) > newest)
      .map((lead) => lead.id);
    fed = new Set(ids);
    for (const lead of leads) if (lead.created_at) newest = Math.max(newest, time(lead));
    return ids;
  };
}
