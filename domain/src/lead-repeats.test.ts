import { expect, it } from 'vitest';
import { REPEAT_LEAD_WINDOW_MS, findRepeatOf, leadEmailKey, repeatsLead } from './lead-repeats';

const at = (iso: string) => new Date(iso);
const lead = (id: string, created: string, email = 'ana@x.com', source = 'membership') => ({
  id,
  email,
  source,
  created_at: at(created),
});

it('counts a resend within 24 hours as a repeat', () => {
  expect(REPEAT_LEAD_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
  const first = lead('a', '2026-01-01T10:00:00Z');
  expect(repeatsLead(lead('b', '2026-01-02T09:59:59.999Z'), first)).toBe(true);
  expect(repeatsLead(lead('b', '2026-01-02T10:00:00Z'), first)).toBe(false);
});

it('ignores the case and surrounding spaces of the address, not the source', () => {
  expect(leadEmailKey(' Ana@X.COM ')).toBe('ana@x.com');
  const first = lead('a', '2026-01-01T10:00:00Z');
  expect(repeatsLead(lead('b', '2026-01-01T11:00:00Z', 'ANA@x.com'), first)).toBe(true);
  expect(repeatsLead(lead('b', '2026-01-01T11:00:00Z', 'ana@x.com', 'trusted_advisor'), first)).toBe(false);
  expect(repeatsLead(lead('b', '2026-01-01T11:00:00Z', 'bia@x.com'), first)).toBe(false);
});

it('never makes the earlier lead, the lead itself or an undated lead a repeat', () => {
  const first = lead('a', '2026-01-01T10:00:00Z');
  const second = lead('b', '2026-01-01T10:05:00Z');
  expect(repeatsLead(first, second)).toBe(false);
  expect(repeatsLead(first, first)).toBe(false);
  expect(repeatsLead({ ...second, created_at: null }, first)).toBe(false);
  expect(repeatsLead(second, { ...first, created_at: null })).toBe(false);
});

it('lets exactly one of two leads stamped the same instant be the first, by id', () => {
  const a = lead('a', '2026-01-01T10:00:00Z');
  const b = lead('b', '2026-01-01T10:00:00Z');
  expect(repeatsLead(b, a)).toBe(true);
  expect(repeatsLead(a, b)).toBe(false);
});

it('points a repeat at the latest earlier lead, and a first at nothing', () => {
  const first = lead('a', '2026-01-01T10:00:00Z');
  const second = lead('b', '2026-01-01T11:00:00Z');
  const third = lead('c', '2026-01-01T12:00:00Z');
  expect(findRepeatOf(third, [first, second, third])).toBe('b');
  expect(findRepeatOf(third, [second, first])).toBe('b');
  expect(findRepeatOf(first, [first, second, third])).toBeNull();
  expect(findRepeatOf(third, [])).toBeNull();
});
