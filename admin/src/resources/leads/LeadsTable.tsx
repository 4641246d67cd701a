import DeleteIcon from '@mui/icons-material/Delete';
import { Checkbox, IconButton } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { type ReactNode, createContext, useContext } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  useListContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { formatDateTimeBR, leadSourceLabel } from '@cvc/domain';
import type { Lead, LeadStatus } from '@cvc/domain';
import { LeadNotes } from './LeadNotes';
import { LeadStatusSelect } from './LeadStatusSelect';
import { RepeatChip } from './RepeatChip';
import { CRM_MESSAGES } from '../../texts/crm';

const pulse = keyframes`
  0%, 100% { background-color: #dcfce7; }
  50% { background-color: #86efac; }
`;

export type LeadRowActions = {
  changeStatus: (lead: Lead, status: LeadStatus) => void;
  saveNotes: (lead: Lead, notes: string) => Promise<boolean>;
  askDelete: (lead: Lead) => void;
};

/** The leads the notifier is highlighting, read by each row (a context: the body is a component type). */
const HighlightedLeads = createContext<ReadonlySet<string>>(new Set());

/** Each row names its lead and says whether it is highlighted (tests find rows by these). */
function LeadTableRow(props: DataTableRowProps) {
  const lead = useRecordContext<Lead>();
  const highlighted = useContext(HighlightedLeads).has(String(lead?.id));
  return (
    <DataTableRow
      {...props}
      data-lead-id={lead?.id}
      data-highlighted={highlighted ? 'true' : undefined}
      sx={highlighted ? { animation: `${pulse} 1s ease-in-out infinite` } : undefined}
    />
  );
}

const LeadColumn = DataTable.Col<Lead>;

/**
 * Selection through the list context with checkboxes of our own: react-admin's put their label on the wrapper,
 * not the input, which leaves the input unnamed for screen readers. Each names its lead.
 */
function SelectLeadCheckbox() {
  const lead = useRecordContext<Lead>();
  const { selectedIds, onToggleItem } = useListContext<Lead>();
  if (!lead) return null;
  return (
    <Checkbox
      checked={selectedIds.includes(lead.id)}
      onChange={() => onToggleItem(lead.id)}
      slotProps={{ input: { 'aria-label': CRM_MESSAGES.leadSelect(lead.name) } }}
    />
  );
}

function SelectPageCheckbox() {
  const { data = [], selectedIds, onSelect } = useListContext<Lead>();
  const all = data.length > 0 && data.every((lead) => selectedIds.includes(lead.id));
  const some = data.some((lead) => selectedIds.includes(lead.id));
  return (
    <Checkbox
      checked={all}
      indeterminate={!all && some}
      onChange={() => onSelect(all ? [] : data.map((lead) => lead.id))}
      slotProps={{ input: { 'aria-label': CRM_MESSAGES.leadsSelectPage } }}
    />
  );
}

function LeadTableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={LeadTableRow} />;
}

/**
 * The leads of the list context (one server page, or the alert's single lead) on react-admin's DataTable:
 * selection for the bulk actions, and the status, notes and delete of each lead in its row.
 */
export function LeadsTable({
  actions,
  highlighted = new Set(),
  bulkActions = false,
}: {
  actions: LeadRowActions;
  highlighted?: ReadonlySet<string>;
  /** The toolbar shown while leads are selected; false where a row stands alone. */
  bulkActions?: ReactNode | false;
}) {
  return (
    <HighlightedLeads.Provider value={highlighted}>
      <DataTable<Lead>
        resource="leads"
        aria-label={CRM_MESSAGES.leadsTable}
        size="small"
        body={LeadTableBody}
        rowClick={false}
        // The selection column below replaces react-admin's; the toolbar shows while leads are selected.
        bulkActionButtons={false}
        bulkActionsToolbar={bulkActions === false ? undefined : bulkActions}
        empty={false}
      >
        {bulkActions !== false && (
          <LeadColumn
            label={<SelectPageCheckbox />}
            disableSort
            cellSx={() => ({ width: 48, py: 0, pl: 0.5, pr: 0 })}
            render={() => <SelectLeadCheckbox />}
          />
        )}
        <LeadColumn
          source="created_at"
          disableSort
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(lead) => formatDateTimeBR(lead.created_at)}
        />
        <LeadColumn
          source="name"
          disableSort
          render={(lead) => (
            <>
              <strong>{lead.name}</strong>
              <RepeatChip lead={lead} />
              {lead.position && <div>{lead.position}</div>}
            </>
          )}
        />
        <LeadColumn
          label="resources.leads.fields.contact"
          disableSort
          render={(lead) => (
            <>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
              <div>{lead.phone}</div>
            </>
          )}
        />
        <LeadColumn source="company" disableSort render={(lead) => lead.company} />
        <LeadColumn source="source" disableSort render={(lead) => leadSourceLabel(lead.source)} />
        <LeadColumn
          source="status"
          disableSort
          render={(lead) => (
            <LeadStatusSelect
              leadName={lead.name}
              value={lead.status}
              onChange={(status) => actions.changeStatus(lead, status)}
            />
          )}
        />
        <LeadColumn
          source="notes"
          disableSort
          render={(lead) => (
            <LeadNotes
              leadName={lead.name}
              value={lead.notes ?? ''}
              onSave={(notes) => actions.saveNotes(lead, notes)}
            />
          )}
        />
        <LeadColumn
          label=""
          disableSort
          render={(lead) => (
            <IconButton
              aria-label={CRM_MESSAGES.leadDeleteOf(lead.name)}
              color="error"
              onClick={() => actions.askDelete(lead)}
            >
              <DeleteIcon />
            </IconButton>
          )}
        />
      </DataTable>
    </HighlightedLeads.Provider>
  );
}
