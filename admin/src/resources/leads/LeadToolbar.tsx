import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { LEAD_SOURCES, LEAD_SOURCE_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';
import type { LeadSource, LeadStatus } from '@cvc/domain';
import type { LeadFilters } from './leadFilters';

export function LeadToolbar(props: {
  filters: LeadFilters;
  onFilters: (filters: LeadFilters) => void;
  soundOn: boolean;
  onToggleSound: () => void;
  /** Buttons acting on the filtered list (the CSV export). */
  children?: ReactNode;
}) {
  const { filters, onFilters } = props;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label={CRM_MESSAGES.leadsSearch}
        placeholder={CRM_MESSAGES.leadsSearchHint}
        value={filters.q ?? ''}
        onChange={(event) => onFilters({ ...filters, q: event.target.value })}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label={CRM_MESSAGES.leadsStatus}
        value={filters.status ?? ''}
        onChange={(event) => onFilters({ ...filters, status: event.target.value as LeadStatus | '' })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{CRM_MESSAGES.leadsAnyStatus}</MenuItem>
        {LEAD_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={CRM_MESSAGES.leadsSource}
        value={filters.source ?? ''}
        onChange={(event) => onFilters({ ...filters, source: event.target.value as LeadSource | '' })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{CRM_MESSAGES.leadsAnySource}</MenuItem>
        {LEAD_SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {LEAD_SOURCE_LABELS[source]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={CRM_MESSAGES.leadsFrom}
        value={filters['created_at@gte'] ?? ''}
        onChange={(event) => onFilters({ ...filters, 'created_at@gte': event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={CRM_MESSAGES.leadsTo}
        value={filters['created_at@lte'] ?? ''}
        onChange={(event) => onFilters({ ...filters, 'created_at@lte': event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack sx={{ flexGrow: 1 }} />
      {props.children}
      <Button
        variant="outlined"
        onClick={props.onToggleSound}
        aria-pressed={props.soundOn}
        startIcon={props.soundOn ? <VolumeUpIcon /> : <VolumeOffIcon />}
      >
        {props.soundOn ? CRM_MESSAGES.soundOn : CRM_MESSAGES.soundOff}
      </Button>
    </Stack>
  );
}
