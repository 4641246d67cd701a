import { describe, expect, it } from 'vitest';
import { doorCounts, matchingGuests } from './checkIn';

const rows = [
  {
    id: '1',
    name: 'João Souza',
    email: 'joao@empresa.com.br',
    status: 'confirmed',
    checked_in_at: new Date(),
  },
  { id: '2', name: 'Maria Lima', email: 'MARIA@exemplo.com', status: 'waitlisted' },
  { id: '3', name: 'Ana', email: 'ana@x.com', status: 'cancelled' },
  { id: '4', name: 'Antiga', email: 'antiga@x.com' },
];

describe('the door', () => {
  it('finds guests by name or e-mail, ignoring case and accents', () => {
    expect(matchingGuests(rows, 'joao').map((r) => r.id)).toEqual(['1']);
    expect(matchingGuests(rows, '  maria@ ').map((r) => r.id)).toEqual(['2']);
    expect(matchingGuests(rows, 'LIMA').map((r) => r.id)).toEqual(['2']);
    expect(matchingGuests(rows, '')).toHaveLength(4);
    expect(matchingGuests(rows, 'ninguém')).toEqual([]);
  });

  it('counts each status (an older sign-up without one as confirmed) and the check-ins', () => {
    expect(doorCounts(rows)).toEqual({ confirmed: 2, waitlisted: 1, cancelled: 1, checkedIn: 1 });
  });
});
