import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import events from '../resources/events';

const EventList = events.list;
const row = { id: 'e1', title: 'Fórum', date: '2026-06-20', location: 'São Paulo', enabled: true };

function renderEvents() {
  const calls: GetListParams[] = [];
  const dataProvider = testDataProvider({
    getList: async (resource, params) => {
      if (resource === 'events') calls.push(params);
      return { data: [{ ...row }] as never[], total: 1 };
    },
  });
  const view = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="events">
        <EventList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { calls, view };
}

const LONG = { timeout: 5000 };
const header = (container: HTMLElement) => container.querySelector('thead') as HTMLElement;

describe('a list filtered by translation state', () => {
  it('shows the one order the filter goes with, and no other column offers to sort meanwhile', async () => {
    const { calls, view } = renderEvents();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), LONG);
    fireEvent.click(within(header(view.container)).getByRole('button', { name: /Título/ }));
    await waitFor(() => expect(calls.at(-1)?.sort?.field).toBe('title'), LONG);

    const english = view.container.querySelector(
      '[data-filter-source="translation_state.en"]',
    ) as HTMLElement;
    fireEvent.click(within(english).getByText('Sem tradução'));
    await waitFor(
      () =>
        expect(calls.at(-1)).toMatchObject({
          filter: { 'translation_state.en': 'missing' },
          sort: { field: 'date', order: 'DESC' },
        }),
      LONG,
    );
    await waitFor(() =>
      expect(within(header(view.container)).queryByRole('button', { name: /Título/ })).toBeNull(),
    );
    expect(within(header(view.container)).getByRole('button', { name: /Data/ })).toBeTruthy();
    view.unmount();
  }, 20_000);
});
