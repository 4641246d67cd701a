import { describe, expect, it } from 'vitest';
import { downloadsCsv, downloadsCsvFileName, neutraliseCell, rsvpCsv, rsvpCsvFileName } from './csv';

const BOM = '\uFEFF';

describe('neutraliseCell', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a cell starting with %j', (trigger) => {
    const value = `${trigger}HYPERLINK("http://x")`;
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it('leaves safe values alone, including triggers later in the text', () => {
    expect(neutraliseCell('Maria da Silva')).toBe('Maria da Silva');
    expect(neutraliseCell('a=b+c')).toBe('a=b+c');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(' =1')).toBe(' =1');
  });
});

describe('rsvpCsv', () => {
  const row = {
    event_id: 'e1',
    name: 'João "Jota" Souza',
    email: 'joao@empresa.com.br',
    company: 'Empresa, S.A.',
    position: 'Diretor',
    phone: '+55 11 99999-0000',
    created_at: new Date('2026-11-22T09:07:00-03:00'),
  };

  it('starts with a BOM and the header, every cell quoted, CRLF line ends', () => {
    const csv = rsvpCsv([row], { e1: 'Encontro CVC' });
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Nome","Email","Empresa","Cargo","Telefone","Evento","Data Inscrição","Situação","Check-in"',
    );
    expect(lines[1]).toBe(
      '"João ""Jota"" Souza","joao@empresa.com.br","Empresa, S.A.","Diretor","\'+55 11 99999-0000","Encontro CVC","22/11/2026 09:07","Confirmada",""',
    );
    expect(lines[2]).toBe('');
    expect(lines).toHaveLength(3);
  });

  it('neutralises formulas inside quoted cells', () => {
    const csv = rsvpCsv([{ ...row, name: '=cmd|"/c calc"!A1' }], new Map([['e1', '@Evento']]));
    expect(csv).toContain('"\'=cmd|""/c calc""!A1"');
    expect(csv).toContain('"\'@Evento"');
  });

  it('keeps line breaks inside a quoted cell', () => {
    expect(rsvpCsv([{ ...row, company: 'A\nB' }], { e1: 'X' })).toContain('"A\nB"');
  });

  it('names a deleted event and leaves a missing date blank', () => {
    const csv = rsvpCsv([{ ...row, event_id: 'gone', created_at: null }], {});
    expect(csv).toContain('"Evento não encontrado",""');
  });

  it('gives only the header for no rows', () => {
    expect(rsvpCsv([], {})).toBe(
      `${BOM}"Nome","Email","Empresa","Cargo","Telefone","Evento","Data Inscrição","Situação","Check-in"\r\n`,
    );
  });

  it('says each status, and when a guest was checked in', () => {
    const checkedIn = { ...row, status: 'confirmed', checked_in_at: new Date('2026-11-22T19:05:00-03:00') };
    expect(rsvpCsv([checkedIn], { e1: 'X' })).toContain('"Confirmada","22/11/2026 19:05"');
    expect(rsvpCsv([{ ...row, status: 'waitlisted' }], { e1: 'X' })).toContain('"Lista de espera",""');
    expect(rsvpCsv([{ ...row, status: 'cancelled' }], { e1: 'X' })).toContain('"Cancelada",""');
  });
});

describe('rsvpCsvFileName', () => {
  const day = new Date('2026-11-22T23:30:00-03:00');
  it('uses the event slug and the local date', () => {
    expect(rsvpCsvFileName('Encontro de Inovação 2026', day)).toBe(
      'inscricoes-encontro-de-inovacao-2026-2026-11-22.csv',
    );
  });
  it('says todas for every event', () => {
    expect(rsvpCsvFileName(null, day)).toBe('inscricoes-todas-2026-11-22.csv');
    expect(rsvpCsvFileName('todas', day)).toBe('inscricoes-todas-2026-11-22.csv');
  });
  it('never produces an empty name part', () => {
    expect(rsvpCsvFileName('???', day)).toBe('inscricoes-evento-2026-11-22.csv');
  });
});

describe('downloadsCsv', () => {
  const row = {
    name: 'Ana Lima',
    email: 'ana@empresa.com',
    company: 'Empresa Ltda',
    report_title: 'Relatório CVC 2025',
    downloaded_at: new Date('2025-12-02T08:00:00-03:00'),
  };

  it('writes unquoted cells under the header, with BOM and CRLF', () => {
    expect(downloadsCsv([row])).toBe(
      `${BOM}Nome,Email,Empresa,Relatório,Data\r\nAna Lima,ana@empresa.com,Empresa Ltda,Relatório CVC 2025,02/12/2025 08:00\r\n`,
    );
  });

  it('replaces commas, line breaks and quotes so every row keeps five cells', () => {
    const csv = downloadsCsv([
      { ...row, name: 'Lima, Ana', company: 'Empresa\r\n"Grande"', report_title: 'A,\nB' },
    ]);
    const line = csv.split('\r\n')[1];
    expect(line).toBe("Lima Ana,ana@empresa.com,Empresa 'Grande',A B,02/12/2025 08:00");
    expect(line?.split(',')).toHaveLength(5);
  });

  it('neutralises formulas, also those hidden behind whitespace', () => {
    const csv = downloadsCsv([{ ...row, name: '=1+1', company: '\t+SUM(A1)', report_title: '\r\n-2' }]);
    expect(csv.split('\r\n')[1]).toBe("'=1+1,ana@empresa.com,'+SUM(A1),'-2,02/12/2025 08:00");
  });

  it('names the file after the date', () => {
    expect(downloadsCsvFileName(new Date('2025-12-02T00:00:00-03:00'))).toBe(
      'downloads-relatorios-2025-12-02.csv',
    );
  });
});
