import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { rsvpCsv } from '@cvc/domain';
import { buildRsvpExport } from './rsvpExport';

const row = (id: string, event_id: string, name: string) => ({
  id,
  event_id,
  name,
  email: `${id}@example.com`,
  company: 'Empresa',
  position: 'Cargo',
  phone: '1',
  created_at: new Date(2026, 10, 20, 10, 5),
});

function fakeProvider(rows: ReturnType<typeof row>[]) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const getMany = vi.fn(async () => ({ data: [{ id: 'ev1', title: 'Circuito CVC: São Paulo' }] }));
  return { provider: { getList, getMany } as unknown as DataProvider, getList };
}

describe('buildRsvpExport', () => {
  const today = new Date(2026, 10, 22);

  it('returns null when the filter has no sign-ups', async () => {
    expect(await buildRsvpExport(fakeProvider([]).provider, { event_id: 'ev1' }, today)).toBeNull();
  });

  it('exports one event newest first, named after the event and the date', async () => {
    const rows = [row('a', 'ev1', '=1+1'), row('b', 'ev1', 'Ana')];
    const { provider, getList } = fakeProvider(rows);
    const file = await buildRsvpExport(provider, { event_id: 'ev1' }, today);
    expect(getList).toHaveBeenCalledWith(
      'rsvp',
      expect.objectContaining({
        filter: { event_id: 'ev1' },
        sort: { field: 'created_at', order: 'DESC' },
      }),
    );
    expect(file).toEqual({
      csv: rsvpCsv(rows, { ev1: 'Circuito CVC: São Paulo' }),
      fileName: 'inscricoes-circuito-cvc-sao-paulo-2026-11-22.csv',
    });
  });

  it('names an all-events export after no event', async () => {
    const file = await buildRsvpExport(fakeProvider([row('a', 'ev1', 'Ana')]).provider, {}, today);
    expect(file?.fileName).toBe('inscricoes-todas-2026-11-22.csv');
  });
});
