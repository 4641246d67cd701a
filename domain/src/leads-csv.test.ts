import { describe, expect, it } from 'vitest';
import { LEADS_CSV_COLUMNS, leadsCsv, leadsCsvFileName } from './csv';

describe('leadsCsv', () => {
  it('writes a BOM, the pt-BR header, labels for source and status, quoted cells and CRLF lines', () => {
    const csv = leadsCsv([
      {
        name: '=HYPERLINK("x")',
        email: 'ana@acme.com',
        phone: '+55 11 9999',
        company: 'Acme, "SA"',
        position: null,
        source: 'venturelab',
        status: 'qualified',
        notes: 'linha 1\nlinha 2',
        created_at: new Date('2026-03-10T09:05:00-03:00'),
      },
    ]);
    expect(LEADS_CSV_COLUMNS).toEqual([
      'Data',
      'Nome',
      'Email',
      'Telefone',
      'Empresa',
      'Cargo',
      'Origem',
      'Status',
      'Notas',
    ]);
    expect(csv).toBe(
      '\uFEFF"Data","Nome","Email","Telefone","Empresa","Cargo","Origem","Status","Notas"\r\n' +
        `"10/03/2026 09:05","'=HYPERLINK(""x"")","ana@acme.com","'+55 11 9999","Acme, ""SA""","","Venture Lab","Qualificado","linha 1\nlinha 2"\r\n`,
    );
  });

  it('names the file by the day', () => {
    expect(leadsCsvFileName(new Date('2026-11-22T12:00:00-03:00'))).toBe('leads-2026-11-22.csv');
  });
});
