import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { audienceInstant, type StaffClaims } from '@cvc/domain';
import { AdminContext, testDataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { staffAuthProvider } from '../../test/staffAuthProvider';
import { ScheduledSection } from './ScheduledSection';

// Saturday 5 December 2026, 09:00 in São Paulo: the section's now is chosen, never the wall clock's.
const NOW = audienceInstant(2026, 12, 5, 9 * 60);
const DAY_MS = 86_400_000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY_MS);

/** The test's own records, each kind's; every read answers with all of them, so the section's bounds decide. */
const RECORDS: Record<string, object[]> = {
  news: [
    // In 2 days: Monday the 7th, 10:30 in São Paulo.
    {
      id: 'n-soon',
      title: 'Balanço do trimestre',
      status: 'published',
      published_at: audienceInstant(2026, 12, 7, 630),
    },
    { id: 'n-later', title: 'Daqui a seis semanas', status: 'published', published_at: days(42) },
    { id: 'n-past', title: 'Já publicada', status: 'published', published_at: days(-2) },
    // Leaves the site in 3 days: Tuesday the 8th, 18:00.
    {
      id: 'n-leaving',
      title: 'Chamada encerrada',
      status: 'published',
      published_at: days(-10),
      unpublish_at: audienceInstant(2026, 12, 8, 18 * 60),
    },
    // Scheduled once, then saved as a draft: it keeps the date but goes out on none.
    { id: 'n-draft', title: 'Rascunho com data', status: 'draft', published_at: days(4) },
  ],
  opinions: [
    {
      id: 'o-soon',
      title: 'O futuro do CVC',
      status: 'published',
      published_at: audienceInstant(2026, 12, 6, 8 * 60),
    },
  ],
  // Reports have no status.
  reports: [{ id: 'r-soon', title: 'Relatório anual', published_at: audienceInstant(2026, 12, 10, 14 * 60) }],
};

function show(claims: StaffClaims, records: Record<string, object[]> = RECORDS) {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => {
    const data = records[resource] ?? [];
    return { data: data as never[], total: data.length };
  });
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList })}
      i18nProvider={i18nProvider}
      authProvider={staffAuthProvider(claims)}
    >
      <ScheduledSection now={NOW} />
    </AdminContext>,
  );
  return getList;
}

/** Each row of the table as its cells' texts; a day's heading row is one cell. */
async function rows() {
  const table = await screen.findByRole('table', { name: 'Agendados' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe("the Painel's Agendados", () => {
  it('lists the next 4 weeks by São Paulo day, soonest first: what comes out and what leaves the site', async () => {
    const getList = show({ role: 'admin' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Agendados' })).toBeInTheDocument();
    expect(await rows()).toEqual([
      ['dom., 6 de dez.'],
      ['08:00', 'Opinião', 'O futuro do CVC', 'Entra no site'],
      ['seg., 7 de dez.'],
      ['10:30', 'Notícia', 'Balanço do trimestre', 'Entra no site'],
      ['ter., 8 de dez.'],
      ['18:00', 'Notícia', 'Chamada encerrada', 'Sai do site'],
      ['qui., 10 de dez.'],
      ['14:00', 'Relatório', 'Relatório anual', 'Entra no site'],
    ]);
    // Out of the window, already out, a draft: none of them.
    for (const title of ['Daqui a seis semanas', 'Já publicada', 'Rascunho com data'])
      expect(screen.queryByText(title)).toBeNull();
    expect(screen.getByRole('link', { name: 'Balanço do trimestre' }).getAttribute('href')).toMatch(
      /\/news\/n-soon$/,
    );
    // Headers, names and row groups as axe reads them (jsdom has no layout: contrast is the browser walk's).
    const { violations } = await axe.run(screen.getByRole('region', { name: 'Agendados' }), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // The lists' "Só agendados", and the leaving range bounded to the window.
    const news = getList.mock.calls.filter(([resource]) => resource === 'news').map(([, params]) => params);
    expect(news.map((params) => params.filter)).toEqual(
      expect.arrayContaining([
        { scheduled: true },
        { 'unpublish_at@gte': NOW, 'unpublish_at@lte': days(28) },
      ]),
    );
  });

  it('shows a member holding only the news key only news, and reads nothing else', async () => {
    const getList = show({ perms: { news: true } });
    expect(await rows()).toEqual([
      ['seg., 7 de dez.'],
      ['10:30', 'Notícia', 'Balanço do trimestre', 'Entra no site'],
      ['ter., 8 de dez.'],
      ['18:00', 'Notícia', 'Chamada encerrada', 'Sai do site'],
    ]);
    expect(screen.queryByText('O futuro do CVC')).toBeNull();
    expect(screen.queryByText('Relatório anual')).toBeNull();
    expect(new Set(getList.mock.calls.map(([resource]) => resource))).toEqual(new Set(['news']));
  });

  it("shows an events holder the events that come out, not a disabled one's date", async () => {
    const getList = show(
      { perms: { events: true } },
      {
        events: [
          {
            id: 'e-soon',
            title: 'Encontro anunciado',
            enabled: true,
            published_at: audienceInstant(2026, 12, 9, 9 * 60),
          },
          { id: 'e-off', title: 'Encontro desativado', enabled: false, published_at: days(3) },
        ],
      },
    );
    expect(await rows()).toEqual([
      ['qua., 9 de dez.'],
      ['09:00', 'Evento', 'Encontro anunciado', 'Entra no site'],
    ]);
    expect(new Set(getList.mock.calls.map(([resource]) => resource))).toEqual(new Set(['events']));
  });

  it('says when nothing is scheduled in the window', async () => {
    show(
      { perms: { reports: true } },
      { reports: [{ id: 'r-far', title: 'Longe', published_at: days(30) }] },
    );
    expect(await screen.findByText('Nada agendado para as próximas 4 semanas.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not there for a member without a content key', async () => {
    const getList = show({ perms: { leads: true } });
    // The permissions have answered once the section would have read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Agendados' })).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });
});
