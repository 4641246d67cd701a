import { expect, it } from 'vitest';
import { readsLeads } from './alertStaffOfLead';

it('alerts only whom the rules let read leads: admins and holders of the leads key', () => {
  expect(readsLeads({ role: 'admin', permissions: {} })).toBe(true);
  expect(readsLeads({ permissions: { leads: true } })).toBe(true);
  expect(readsLeads({ permissions: { news: true, rsvp: true } })).toBe(false);
  expect(readsLeads({ permissions: { leads: 'true' } })).toBe(false);
  expect(readsLeads({ role: 'owner' })).toBe(false);
  expect(readsLeads({})).toBe(false);
});
