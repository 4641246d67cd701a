import { describe, expect, it } from 'vitest';
import { collectionLabel, exportFileName, recordSummary } from './privacyLabels';

describe('privacy screen labels', () => {
  it('names the known collections in Portuguese and leaves others as they are', () => {
    expect(collectionLabel('event_rsvp')).toBe('Inscrições em eventos');
    expect(collectionLabel('outra')).toBe('outra');
  });

  it('summarises a record by what a person recognises', () => {
    expect(
      recordSummary({
        collection: 'leads',
        id: 'l1',
        data: { name: 'Ana', company: 'ACME', source: 'venturelab', created_at: '2026-11-25T10:00:00.000Z' },
      }),
    ).toBe('Ana · ACME · venturelab · 2026-11-25T10:00:00.000Z');
    expect(recordSummary({ collection: 'mail', id: 'm1', data: { message: { subject: 'Olá' } } })).toBe(
      'Olá',
    );
  });

  it('makes a file name of the address and the day', () => {
    expect(exportFileName('ana+x@empresa.com', new Date('2026-11-25T12:00:00Z'))).toBe(
      'dados-pessoais-ana_x@empresa.com-2026-11-25.json',
    );
  });
});
