import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import { RESOURCES } from '../providers/resources';
import columnists from './columnists';
import cvcs from './cvcs';
import events from './events';
import maintainers from './maintainers';
import marketSectors from './market-sectors';
import news from './news';
import newsletter from './newsletter';
import newsletterEditions from './newsletter-editions';
import opinions from './opinions';
import participants from './participants';
import partners from './partners';
import reportDownloads from './report-downloads';
import reports from './reports';
import rsvp from './rsvp';
import suppliers from './suppliers';

// The index check (tests/integration/indexes) derives the console's queries from RESOURCES' `sortable` and
// `filters`. These screens are what staff actually click, so each must offer exactly what RESOURCES declares.

const LISTS: Record<string, ComponentType> = {
  news: news.list,
  opinions: opinions.list,
  columnists: columnists.list,
  reports: reports.list,
  rsvp: rsvp.list,
  'report-downloads': reportDownloads.list,
  newsletter: newsletter.list,
  'newsletter-editions': newsletterEditions.list,
  partners: partners.list,
  maintainers: maintainers.list,
  participants: participants.list,
  suppliers: suppliers.list,
  events: events.list,
  'market-sectors': marketSectors.list,
  cvcs: cvcs.list,
};

const record = { id: 'r1', name: 'Nome', title: 'Título', event_id: 'e1', columnist_id: 'c1' };

/** Renders the list with one row: its sortable headers, its filter inputs and every getList it made. */
async function renderList(resource: string) {
  const calls: { resource: string; params: GetListParams }[] = [];
  const dataProvider = testDataProvider({
    getList: async (name, params) => {
      calls.push({ resource: name, params });
      return { data: [{ ...record }] as never[], total: 1 };
    },
    getMany: async () => ({ data: [] }),
  });
  const List = LISTS[resource]!;
  const view = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>
        <List />
      </ResourceContextProvider>
    </AdminContext>,
  );
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  const headers = [...view.container.querySelectorAll('thead [data-field]')].map((el) =>
    el.getAttribute('data-field'),
  );
  // The filter form's inputs, and the one-click filter lists beside the list (translation states).
  const filters = [
    ...[...view.container.querySelectorAll('.filter-field[data-source]')].map((el) =>
      el.getAttribute('data-source'),
    ),
    ...[...view.container.querySelectorAll('[data-filter-source]')].map((el) =>
      el.getAttribute('data-filter-source'),
    ),
  ];
  view.unmount();
  return { headers, filters, calls };
}

/**
 * The equality filters, the narrow ones (with the default sort only), and "Só agendados" on a resource that can
 * be scheduled (one range, no index of its own).
 */
function offeredFilters(config: (typeof RESOURCES)[string]): string[] {
  return [
    ...(config.filters ?? []),
    ...(config.narrowFilters?.fields ?? []),
    ...(config.scheduled ? ['scheduled'] : []),
  ];
}

describe('the console offers only the sorts and filters RESOURCES declares', () => {
  it('has a list screen for every resource that declares sorts', () => {
    const declared = Object.keys(RESOURCES).filter((name) => RESOURCES[name]!.sortable);
    expect(Object.keys(LISTS).sort()).toEqual(declared.sort());
  });

  it.each(Object.keys(LISTS))('%s', async (resource) => {
    const config = RESOURCES[resource]!;
    const { headers, filters, calls } = await renderList(resource);
    expect(new Set(filters)).toEqual(new Set(offeredFilters(config)));
    // Every sortable column header is a declared sort.
    expect(headers.filter((field) => !config.sortable!.includes(field!))).toEqual([]);
    // Each declared sort is the default or a column, so the declaration does not drift from the screen.
    const own = calls.filter((call) => call.resource === resource);
    const defaults = own.map((call) => call.params.sort?.field);
    expect(new Set([...headers, ...defaults])).toEqual(new Set(config.sortable));
    // Every list read (this screen's, and a reference input's) sorts and filters as its resource declares.
    for (const call of calls) {
      const target = RESOURCES[call.resource]!;
      expect(target.sortable, call.resource).toContain(call.params.sort?.field);
      for (const field of Object.keys(call.params.filter ?? {}))
        expect(offeredFilters(target), `${call.resource} filter`).toContain(field);
    }
  });
});
