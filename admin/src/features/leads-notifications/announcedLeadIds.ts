import { leadEmailKey, repeatsLead, type Lead } from '@cvc/domain';

/**
 * The ids of `leads` worth a chime: repeats (domain lead-repeats) are left out, already announced once. The
 * functions mark `repeat_of` a moment after the lead lands, so a lead that repeats another one in the same
 * list counts as a repeat already, before its mark arrives.
 */
export function announcedLeadIds(leads: readonly Lead[]): string[] {
  const bySender = new Map<string, Lead[]>();
  for (const lead of leads) {
    const key = `${lead.source}\n${leadEmailKey(lead.email)}`;
    bySender.set(key, [...(bySender.get(key) ?? []), lead]);
  }
  return leads
    .filter((lead) => {
      if (lead.repeat_of) return false;
      const sameSender = bySender.get(`${lead.source}\n${leadEmailKey(lead.email)}`) ?? [];
      return !sameSender.some((earlier) => repeatsLead(lead, earlier));
    })
    .map((lead) => lead.id);
}
