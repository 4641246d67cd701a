import { describe, expect, it, vi } from 'vitest';
import type { FetchRelatedRecords } from 'react-admin';
import { rsvpCsv, type EventRsvp } from '@cvc/domain';
import { buildRsvpFile } from './rsvpExport';

const row = (id: string, event_id: string, name: string): EventRsvp =>
  ({
    id,
    event_id,
    name,
    email: `${id}@example.com`,
    company: 'Empresa',
    position: 'Cargo',
    phone: '1',
    created_at: new Date('2026-11-20T10:05:00-03:00'),
  }) as EventRsvp;

const EVENTS = {
  ev1: { id: 'ev1', title: 'Circuito CVC: São Paulo' },
  ev2: { id: 'ev2', title: 'CVC Summit' },
};

/** react-admin's fetchRelatedRecords, answering from EVENTS (pure logic: no data provider involved). */
const fetchRelated = vi.fn(async () => EVENTS) as unknown as FetchRelatedRecords;

describe('buildRsvpFile', () => {
  const today = new Date('2026-11-22T00:00:00-03:00');

  it('builds the domain file with each event title, named after the one event and the date', async () => {
    const rows = [row('a', 'ev1', '=1+1'), row('b', 'ev1', 'Ana')];
    const file = await buildRsvpFile(rows, fetchRelated, today);
    expect(fetchRelated).toHaveBeenCalledWith(rows, 'event_id', 'events');
    expect(file).toEqual({
      csv: rsvpCsv(rows, { ev1: 'Circuito CVC: São Paulo' }),
      fileName: 'inscricoes-circuito-cvc-sao-paulo-2026-11-22.csv',
    });
  });

  it('names a file spanning several events after no event', async () => {
    const rows = [row('a', 'ev1', 'Ana'), row('b', 'ev2', 'Bia')];
    const file = await buildRsvpFile(rows, fetchRelated, today);
    expect(file.fileName).toBe('inscricoes-todas-2026-11-22.csv');
    expect(file.csv).toBe(rsvpCsv(rows, { ev1: EVENTS.ev1.title, ev2: EVENTS.ev2.title }));
  });
});
