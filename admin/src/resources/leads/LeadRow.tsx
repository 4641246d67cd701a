import DeleteIcon from '@mui/icons-material/Delete';
import { Checkbox, IconButton, TableCell, TableRow } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { formatDateTimeBR, leadSourceLabel } from '@cvc/domain';
import type { Lead, LeadStatus } from '@cvc/domain';
import { LeadNotes } from './LeadNotes';
import { LeadStatusSelect } from './LeadStatusSelect';
import { RepeatChip } from './RepeatChip';

const pulse = keyframes`
  0%, 100% { background-color: #dcfce7; }
  50% { background-color: #86efac; }
`;

export type LeadRowActions = {
  changeStatus: (lead: Lead, status: LeadStatus) => void;
  saveNotes: (lead: Lead, notes: string) => Promise<boolean>;
  askDelete: (lead: Lead) => void;
};

/** Row selection for the bulk actions; absent where a row stands alone. */
export type LeadRowSelection = { selected: boolean; onToggle: (lead: Lead) => void };

export function LeadRow({
  lead,
  highlighted,
  actions,
  selection,
}: {
  lead: Lead;
  highlighted: boolean;
  actions: LeadRowActions;
  selection?: LeadRowSelection;
}) {
  return (
    <TableRow
      data-lead-id={lead.id}
      data-highlighted={highlighted ? 'true' : undefined}
      sx={highlighted ? { animation: `${pulse} 1s ease-in-out infinite` } : undefined}
    >
      {selection && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selection.selected}
            onChange={() => selection.onToggle(lead)}
            slotProps={{ input: { 'aria-label': `Selecionar ${lead.name}` } }}
          />
        </TableCell>
      )}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeBR(lead.created_at)}</TableCell>
      <TableCell>
        <strong>{lead.name}</strong>
        <RepeatChip lead={lead} />
        {lead.position && <div>{lead.position}</div>}
      </TableCell>
      <TableCell>
        <a href={`mailto:${lead.email}`}>{lead.email}</a>
        <div>{lead.phone}</div>
      </TableCell>
      <TableCell>{lead.company}</TableCell>
      <TableCell>{leadSourceLabel(lead.source)}</TableCell>
      <TableCell>
        <LeadStatusSelect
          leadName={lead.name}
          value={lead.status}
          onChange={(status) => actions.changeStatus(lead, status)}
        />
      </TableCell>
      <TableCell>
        <LeadNotes
          leadName={lead.name}
          value={lead.notes ?? ''}
          onSave={(notes) => actions.saveNotes(lead, notes)}
        />
      </TableCell>
      <TableCell>
        <IconButton
          aria-label={`Excluir lead ${lead.name}`}
          color="error"
          onClick={() => actions.askDelete(lead)}
        >
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
