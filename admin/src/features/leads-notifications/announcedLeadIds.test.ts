import { expect, it } from 'vitest';
import { REPEAT_LEAD_WINDOW_MS, type Lead } from '@cvc/domain';
import { announcedLeadIds } from './announcedLeadIds';

const T = new Date('2026-03-01T12:00:00Z').getTime();
const lead = (id: string, minutes: number, extra: Partial<Lead> = {}): Lead => ({
  id,
  name: 'Ana',
  email: 'ana@x.com',
  company: 'X',
  phone: '1',
  source: 'Associação',
  status: 'new',
  created_at: new Date(T + minutes * 60_000),
  ...extra,
});

it('announces first leads and leaves out those the functions marked as repeats', () => {
  const first = lead('a', 0);
  const marked = lead('b', 5, { repeat_of: 'a', email: 'bia@x.com' });
  expect(announcedLeadIds([marked, first])).toEqual(['a']);
});

it('leaves out a resend in the list before its mark arrives: same address in any case, same source', () => {
  const first = lead('a', 0);
  const resend = lead('b', 1, { email: 'ANA@X.com' });
  const otherSource = lead('c', 2, { source: 'venturelab' });
  const otherPerson = lead('d', 3, { email: 'bia@x.com' });
  expect(announcedLeadIds([otherPerson, otherSource, resend, first])).toEqual(['d', 'c', 'a']);
});

it('announces a resend that comes after the window', () => {
  const first = lead('a', 0);
  const later = lead('b', REPEAT_LEAD_WINDOW_MS / 60_000);
  expect(announcedLeadIds([later, first])).toEqual(['b', 'a']);
});
