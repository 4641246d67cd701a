// Repeat leads (a visitor or a bot sending the same form again): kept, marked `repeat_of`, never announced
// twice. The functions mark them and skip the mails; the console skips the chime and shows a chip.

/** A lead from the same email and source less than this after an earlier one is a repeat of it. */
export const REPEAT_LEAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Addresses differ only by case for a repeat ("Ana@X.com" resending as "ana@x.com"). */
export function leadEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

export interface RepeatCandidate {
  id: string;
  email: string;
  source: string;
  created_at: Date | null;
}

/** Total order of arrival: two leads stamped the same instant are told apart by id, so only one is first. */
function arrivedBefore(a: RepeatCandidate, b: RepeatCandidate): boolean {
  const at = a.created_at!.getTime();
  const bt = b.created_at!.getTime();
  return at < bt || (at === bt && a.id < b.id);
}

/** Whether `lead` repeats `earlier`: same email (any case) and source, sent after it within the window. */
export function repeatsLead(lead: RepeatCandidate, earlier: RepeatCandidate): boolean {
  if (!lead.created_at || !earlier.created_at || lead.id === earlier.id) return false;
  return (
    lead.source === earlier.source &&
    leadEmailKey(lead.email) === leadEmailKey(earlier.email) &&
    arrivedBefore(earlier, lead) &&
    lead.created_at.getTime() - earlier.created_at.getTime() < REPEAT_LEAD_WINDOW_MS
  );
}

/** The id of the latest lead among `candidates` that `lead` repeats, or null when it is a first. */
export function findRepeatOf(lead: RepeatCandidate, candidates: readonly RepeatCandidate[]): string | null {
  const earlier = candidates
    .filter((candidate) => repeatsLead(lead, candidate))
    .sort((a, b) => (arrivedBefore(a, b) ? 1 : -1));
  return earlier[0]?.id ?? null;
}
