import DeleteIcon from '@mui/icons-material/Delete';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { CRM_MESSAGES, LEAD_STATUSES, LEAD_STATUS_LABELS } from '@cvc/domain';
import type { LeadStatus } from '@cvc/domain';

/**
 * Status change and delete of the selected leads, each after a confirmation, through the dataProvider's
 * updateMany/deleteMany (batched writes the rules check lead by lead).
 */
export function LeadBulkActions(props: { ids: readonly string[]; onDone: () => void }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [asking, setAsking] = useState<'status' | 'delete' | null>(null);
  const count = props.ids.length;
  if (count === 0) return null;

  async function run() {
    const action = asking;
    setAsking(null);
    try {
      if (action === 'status' && status) {
        await dataProvider.updateMany('leads', { ids: [...props.ids], data: { status } });
      } else if (action === 'delete') {
        await dataProvider.deleteMany('leads', { ids: [...props.ids] });
      }
    } catch (error) {
      console.error('bulk lead action', error);
      notify(action === 'delete' ? CRM_MESSAGES.leadDeleteError : CRM_MESSAGES.leadsBulkError, {
        type: 'error',
      });
    }
    props.onDone();
  }

  return (
    <Stack
      direction="row"
      spacing={2}
      role="toolbar"
      aria-label="Ações nos leads selecionados"
      sx={{ px: 2, py: 1, alignItems: 'center', bgcolor: 'action.selected' }}
    >
      <Typography variant="body2">
        {count === 1 ? '1 lead selecionado' : `${count} leads selecionados`}
      </Typography>
      <TextField
        select
        size="small"
        label="Novo status"
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
        Alterar status
      </Button>
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking('delete')}
      >
        Excluir selecionados
      </Button>
      <Confirm
        isOpen={asking !== null}
        title={asking === 'delete' ? 'Excluir leads' : 'Alterar status'}
        content={
          asking === 'delete'
            ? `${CRM_MESSAGES.leadsBulkDeleteConfirm} (${count})`
            : `${CRM_MESSAGES.leadsBulkStatusConfirm} (${count} → ${status ? LEAD_STATUS_LABELS[status] : ''})`
        }
        confirm={asking === 'delete' ? 'Excluir' : 'Alterar'}
        cancel="Cancelar"
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
