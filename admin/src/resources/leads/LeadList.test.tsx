import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, testDataProvider, type GetListParams } from 'react-admin';
import type { Lead } from '@cvc/domain';
import { i18nProvider } from '../../providers/i18nProvider';
import { LeadList } from './LeadList';

const lead = (n: number): Lead => ({
  id: `lead-${n}`,
  name: `Pessoa ${n}`,
  email: `pessoa${n}@example.com`,
  company: 'Empresa',
  phone: '11 90000-0000',
  source: 'venturelab',
  status: 'new',
  notes: null,
  position: null,
  repeat_of: null,
  created_at: new Date(Date.UTC(2026, 2, 10, 12) - n * 60_000),
});

/**
 * The leads screen on a dataProvider that answers as the console's does: 50 leads a page, whether another page
 * follows (no total), and a listener on the first page whose changes the test sends by hand.
 */
function renderLeads(pages: Lead[][]) {
  const asked: GetListParams[] = [];
  let firstPageChanged: (ids: string[]) => void = () => undefined;
  const dataProvider = testDataProvider({
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      const page = params.pagination?.page ?? 1;
      const data = pages[page - 1] ?? [];
      const pageInfo = { hasNextPage: page < pages.length, hasPreviousPage: page > 1 };
      // As the console's getList: the last page counts itself.
      const total = page < pages.length ? undefined : (page - 1) * 50 + data.length;
      return { data, pageInfo, total } as never;
    },
  });
  const watchFirstPage = vi.fn(
    async (_resource: string, _params: unknown, onChange: (ids: string[]) => void) => {
      firstPageChanged = onChange;
      return () => undefined;
    },
  );
  render(
    <AdminContext dataProvider={{ ...dataProvider, watchFirstPage }} i18nProvider={i18nProvider}>
      <LeadList />
    </AdminContext>,
  );
  return { asked, watchFirstPage, changeFirstPage: (ids: string[]) => firstPageChanged(ids) };
}

describe('the leads list', () => {
  it('pages by cursor without a count: says "more than", and walks to the next page', async () => {
    // Two rows stand for the first page's fifty: the pager counts by page, and fifty MUI rows are slow in jsdom.
    const { asked } = renderLeads([[lead(1), lead(2)], [lead(51)]]);
    expect(await screen.findByText('Pessoa 1')).toBeTruthy();
    expect(screen.getByText('1-50 de mais de 50')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'created_at', order: 'DESC' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Pessoa 51')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ pagination: { page: 2, perPage: 50 } });
    // The last page says how many there are, and offers no next one.
    expect(screen.getByText('51-51 de 51')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próxima' })).toHaveProperty('disabled', true);
  });

  it('reads its pages again when the live first page changes', async () => {
    const { asked, watchFirstPage, changeFirstPage } = renderLeads([[lead(1)]]);
    expect(await screen.findByText('Pessoa 1')).toBeTruthy();
    await waitFor(() => expect(watchFirstPage).toHaveBeenCalled());
    expect(watchFirstPage.mock.calls[0]?.[1]).toMatchObject({ perPage: 50, filter: {} });
    const reads = asked.length;
    changeFirstPage(['lead-0', 'lead-1']);
    await waitFor(() => expect(asked.length).toBeGreaterThan(reads));
  });

  it('searches with the q filter once typing pauses, and listens to the searched first page', async () => {
    const { asked, watchFirstPage } = renderLeads([[lead(1)]]);
    expect(await screen.findByText('Pessoa 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'pess' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { q: 'pess' } }));
    await waitFor(() =>
      expect(watchFirstPage.mock.calls.at(-1)?.[1]).toMatchObject({ filter: { q: 'pess' } }),
    );
    expect(within(screen.getByRole('table', { name: 'Leads' })).getByText('Pessoa 1')).toBeTruthy();
  });
});
