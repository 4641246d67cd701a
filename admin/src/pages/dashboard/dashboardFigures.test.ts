import { describe, expect, it } from 'vitest';
import {
  downloadsByReport,
  leadsByStatus,
  leadsByWeek,
  signUpsByEvent,
  subscribersByWeek,
  weekLabel,
} from './dashboardFigures';

const NOW = new Date('2026-11-23T15:00:00Z'); // Monday of week 48

describe('Painel figures', () => {
  it('labels weeks for the axis', () => {
    expect(weekLabel('2026-W07')).toBe('Sem. 7/2026');
  });

  it('gives 12 weeks by source with pt-BR source labels, ignoring weeks outside the window', () => {
    const figures = leadsByWeek(
      {
        weeks: {
          '2026-W48': { venturelab: 2, Associação: 1 },
          '2026-W37': { Associação: 4 },
          '2026-W36': { Associação: 100 },
          '2026-W40': { legado: 1 },
        },
      },
      NOW,
    );
    expect(figures.rows).toHaveLength(12);
    expect(figures.rows[0]).toBe('Sem. 37/2026');
    expect(figures.rows.at(-1)).toBe('Sem. 48/2026');
    expect(figures.series.map((s) => s.label)).toEqual(['Associação', 'Venture Lab', 'legado']);
    expect(figures.series[0]!.data[0]).toBe(4);
    expect(figures.series[0]!.data[11]).toBe(1);
    expect(figures.series[1]!.data[11]).toBe(2);
    expect(figures.total).toBe(8);
  });

  it('lists every status in order with its pt-BR label and the total of all leads', () => {
    const figures = leadsByStatus({ by_status: { new: 3, lost: 1 } });
    expect(figures.rows).toEqual(['Novo', 'Contatado', 'Qualificado', 'Convertido', 'Perdido']);
    expect(figures.series[0]!.data).toEqual([3, 0, 0, 0, 1]);
    expect(figures.total).toBe(4);
    expect(leadsByStatus(undefined).total).toBe(0);
  });

  it('counts sign-ups of upcoming events only (São Paulo day), soonest first, zero included', () => {
    const figures = signUpsByEvent(
      { by_event: { past: 9, late: 2, soon: 1 } },
      [
        { id: 'late', title: 'Demo Day', date: '2026-12-10' },
        { id: 'past', title: 'Antigo', date: '2026-11-22' },
        { id: 'soon', title: 'Meetup', date: '2026-11-23' },
        { id: 'none', title: 'Workshop', date: '2026-12-01' },
      ],
      new Date('2026-11-23T02:00:00Z'), // still 22 Nov in São Paulo: 'Antigo' is today there
    );
    expect(figures.rows).toEqual([
      'Antigo (22/11/2026)',
      'Meetup (23/11/2026)',
      'Workshop (01/12/2026)',
      'Demo Day (10/12/2026)',
    ]);
    expect(figures.series[0]!.data).toEqual([9, 1, 0, 2]);
    expect(figures.total).toBe(12);
  });

  it('shows per event the confirmed, waitlisted, cancelled and checked-in counts', () => {
    const figures = signUpsByEvent(
      {
        by_event: { e1: 14 },
        by_status: { e1: { confirmed: 10, waitlisted: 3, cancelled: 1, checked_in: 4 } },
      },
      [{ id: 'e1', title: 'Café', date: '2026-12-01' }],
      new Date('2026-11-23T12:00:00Z'),
    );
    expect(figures.series.map((s) => [s.label, s.data[0]])).toEqual([
      ['Confirmada', 10],
      ['Lista de espera', 3],
      ['Cancelada', 1],
      ['Check-in', 4],
    ]);
    expect(figures.total).toBe(14);
  });

  it('sums downloads per report over 90 days, named by title, most downloaded first', () => {
    const figures = downloadsByReport(
      {
        days: { '2026-11-23': { r1: 1, r2: 2 }, '2026-08-26': { r1: 2 }, '2026-08-25': { r2: 50 } },
        titles: { r1: 'Relatório Um' },
      },
      NOW,
    );
    expect(figures.rows).toEqual(['Relatório Um', 'r2']);
    expect(figures.series[0]!.data).toEqual([3, 2]);
    expect(figures.total).toBe(5);
  });

  it('works the subscribers at each week end back from today, with who confirmed and who left', () => {
    const figures = subscribersByWeek(
      {
        by_status: { confirmed: 10, pending: 4, unsubscribed: 3 },
        weeks: { '2026-W48': { joined: 2 }, '2026-W46': { joined: 3, left: 1 }, '2026-W30': { joined: 50 } },
      },
      NOW,
    );
    expect(figures.rows.at(-1)).toBe('Sem. 48/2026');
    expect(figures.series.map((s) => s.label)).toEqual([
      'Inscritos no fim da semana',
      'Confirmaram',
      'Saíram',
    ]);
    // Week 48 ends with today's 10; week 47 had 10 - 2; week 46 as 47 (nothing moved); week 45: 8 - 3 + 1.
    expect(figures.series[0]!.data.slice(-4)).toEqual([6, 8, 8, 10]);
    expect(figures.series[0]!.data[0]).toBe(6);
    expect(figures.series[1]!.data.slice(-4)).toEqual([0, 3, 0, 2]);
    expect(figures.series[2]!.data.slice(-4)).toEqual([0, 1, 0, 0]);
    expect(figures.total).toBe(10);
  });

  it('reads a project before its first subscription as no subscribers', () => {
    const figures = subscribersByWeek(undefined, NOW);
    expect(figures.total).toBe(0);
    expect(figures.series[0]!.data).toEqual(Array(12).fill(0));
  });
});
