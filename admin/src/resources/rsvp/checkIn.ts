import { rsvpStatus, type RsvpStatus } from '@cvc/domain';

// The door's view of an event's sign-ups: who matches what staff typed, and the counts at a glance.

export type DoorRow = {
  id: string;
  name?: string;
  email?: string;
  status?: unknown;
  checked_in_at?: Date | null;
};

/** Lower case without accents, so 'joao' finds 'João' and 'MARIA@' finds 'maria@'. */
export function searchable(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The rows whose name or e-mail contains the typed text; all of them when nothing is typed. */
export function matchingGuests<T extends DoorRow>(rows: readonly T[], typed: string): T[] {
  const wanted = searchable(typed);
  if (!wanted) return [...rows];
  return rows.filter((row) => searchable(`${row.name ?? ''} ${row.email ?? ''}`).includes(wanted));
}

export type DoorCounts = Record<RsvpStatus, number> & { checkedIn: number };

/** Confirmed, waitlisted, cancelled and checked-in counts of an event's sign-ups. */
export function doorCounts(rows: readonly DoorRow[]): DoorCounts {
  const counts: DoorCounts = { confirmed: 0, waitlisted: 0, cancelled: 0, checkedIn: 0 };
  for (const row of rows) {
    counts[rsvpStatus(row.status)] += 1;
    if (row.checked_in_at) counts.checkedIn += 1;
  }
  return counts;
}
