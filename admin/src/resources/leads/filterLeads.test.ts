import { describe, expect, it } from 'vitest';
import type { Lead } from '@cvc/domain';
import { filterLeads } from './filterLeads';

const lead = (id: string, fields: Partial<Lead>): Lead => ({
  id,
  name: 'Nome',
  email: 'x@y.com',
  company: 'Empresa',
  phone: '1',
  source: 'Associação',
  status: 'new',
  notes: null,
  created_at: null,
  ...fields,
});

const leads = [
  lead('1', { name: 'João Araújo', status: 'new', source: 'venturelab' }),
  lead('2', { email: 'maria@acme.com', status: 'lost', source: 'venturelab' }),
  lead('3', { company: 'Cordilheira S.A.', status: 'lost', source: 'trusted_advisor', notes: 'joao ligou' }),
];

describe('filterLeads', () => {
  it("narrows to one lead by id (the alert email's link), with the other filters still applied", () => {
    expect(filterLeads(leads, { lead: '2' }).map((l) => l.id)).toEqual(['2']);
    expect(filterLeads(leads, { lead: '2', status: 'new' })).toEqual([]);
    expect(filterLeads(leads, { lead: null }).map((l) => l.id)).toEqual(['1', '2', '3']);
  });

  it('filters by status and by source, combined', () => {
    expect(filterLeads(leads, { status: 'lost' }).map((l) => l.id)).toEqual(['2', '3']);
    expect(filterLeads(leads, { source: 'venturelab' }).map((l) => l.id)).toEqual(['1', '2']);
    expect(filterLeads(leads, { status: 'lost', source: 'venturelab' }).map((l) => l.id)).toEqual(['2']);
  });

  it('searches name, email and company only, ignoring case and accents', () => {
    expect(filterLeads(leads, { search: 'JOAO' }).map((l) => l.id)).toEqual(['1']);
    expect(filterLeads(leads, { search: 'acme' }).map((l) => l.id)).toEqual(['2']);
    expect(filterLeads(leads, { search: ' cordilheira ' }).map((l) => l.id)).toEqual(['3']);
  });

  it('returns everything when no filter is set, keeping the order', () => {
    expect(filterLeads(leads, { status: '', source: '', search: '' }).map((l) => l.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
});
