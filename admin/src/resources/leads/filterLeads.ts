import type { Lead, LeadSource, LeadStatus } from '@cvc/domain';

export type LeadFilters = {
  status?: LeadStatus | '';
  source?: LeadSource | '';
  search?: string;
  /** One lead by id: the new-lead alert email links to `/admin/leads?lead=<id>`. */
  lead?: string | null;
};

/** Case- and accent-insensitive, so 'joao' finds 'João'. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Filters run in the browser over the live list (at most LEADS_MAX rows): Firestore has no substring search,
 * and filtering locally keeps the listener single, so changing a filter costs no reads.
 */
export function filterLeads(
  leads: readonly Lead[],
  { status, source, search, lead: id }: LeadFilters,
): Lead[] {
  const needle = fold(search?.trim() ?? '');
  return leads.filter(
    (lead) =>
      (!id || lead.id === id) &&
      (!status || lead.status === status) &&
      (!source || lead.source === source) &&
      (!needle || [lead.name, lead.email, lead.company].some((field) => fold(field).includes(needle))),
  );
}
