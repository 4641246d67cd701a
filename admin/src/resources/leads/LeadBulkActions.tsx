import DeleteIcon from '@mui/icons-material/Delete';
import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import {
  BulkActionsToolbar,
  Confirm,
  useDeleteMany,
  useListContext,
  useNotify,
  useUpdateMany,
} from 'react-admin';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';
import type { LeadStatus } from '@cvc/domain';

/**
 * The list context's bulk toolbar for the selected leads: status change and delete, each after a
 * confirmation, through react-admin's updateMany/deleteMany (batched writes the rules check lead by lead),
 * which refresh the list's cached pages.
 */
export function LeadBulkActions() {
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany] = useUpdateMany();
  const [deleteMany] = useDeleteMany();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [asking, setAsking] = useState<'status' | 'delete' | null>(null);
  const count = selectedIds.length;
  // react-admin keeps its toolbar in the page, collapsed, while nothing is selected; ours is simply absent.
  if (count === 0) return null;

  function run() {
    const action = asking;
    setAsking(null);
    const ids = [...selectedIds];
    const options = {
      onSuccess: () => onUnselectItems(),
      onError: (error: unknown) => {
        console.error('bulk lead action', error);
        notify(action === 'delete' ? CRM_MESSAGES.leadDeleteError : CRM_MESSAGES.leadsBulkError, {
          type: 'error',
        });
      },
    };
    if (action === 'status' && status) void updateMany('leads', { ids, data: { status } }, options);
    else if (action === 'delete') void deleteMany('leads', { ids }, options);
  }

  return (
    <BulkActionsToolbar label="resources.leads.selected" aria-label={CRM_MESSAGES.leadsSelectedActions}>
      <TextField
        select
        size="small"
        label={CRM_MESSAGES.leadsNewStatus}
        value={status}
        onChange={(event) => setStatus(event.target.value as LeadStatus)}
        sx={{ minWidth: 160 }}
      >
        {LEAD_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {LEAD_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" size="small" disabled={!status} onClick={() => setAsking('status')}>
        {CRM_MESSAGES.leadsChangeStatus}
      </Button>
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking('delete')}
      >
        {CRM_MESSAGES.leadsDeleteSelected}
      </Button>
      <Confirm
        isOpen={asking !== null}
        title={asking === 'delete' ? CRM_MESSAGES.leadsDeleteTitle : CRM_MESSAGES.leadsChangeStatus}
        content={
          asking === 'delete'
            ? `${CRM_MESSAGES.leadsBulkDeleteConfirm} (${count})`
            : `${CRM_MESSAGES.leadsBulkStatusConfirm} (${count} → ${status ? LEAD_STATUS_LABELS[status] : ''})`
        }
        confirm={asking === 'delete' ? CRM_MESSAGES.delete : CRM_MESSAGES.leadsChange}
        cancel="ra.action.cancel"
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </BulkActionsToolbar>
  );
}
