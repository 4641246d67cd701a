import { vi } from 'vitest';
import { ListContextProvider, useList } from 'react-admin';
import type { Lead } from '@cvc/domain';
import { renderInAdmin } from '../../test/renderInAdmin';
import { LeadBulkActions } from './LeadBulkActions';
import { LeadsTable } from './LeadsTable';

function Table({ leads, selectable }: { leads: Lead[]; selectable: boolean }) {
  const list = useList<Lead>({ data: leads });
  return (
    <ListContextProvider value={list}>
      <LeadsTable
        actions={{ changeStatus: vi.fn(), saveNotes: vi.fn(), askDelete: vi.fn() }}
        bulkActions={selectable && <LeadBulkActions />}
      />
    </ListContextProvider>
  );
}

/**
 * The leads table as the list renders it, on a list context holding `leads`, with the console's messages;
 * `selectable` adds the selection column and the bulk toolbar.
 */
export function renderLeadsTable(leads: Lead[], { selectable = false } = {}) {
  return renderInAdmin(<Table leads={leads} selectable={selectable} />);
}
