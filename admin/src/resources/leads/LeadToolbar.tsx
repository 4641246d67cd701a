import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  CRM_MESSAGES,
  LEAD_SOURCES,
  LEAD_SOURCE_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
} from '@cvc/domain';
import type { LeadSource, LeadStatus } from '@cvc/domain';
import type { LeadFilters } from './filterLeads';

export function LeadToolbar(props: {
  filters: LeadFilters;
  onFilters: (filters: LeadFilters) => void;
  soundOn: boolean;
  onToggleSound: () => void;
}) {
  const { filters, onFilters } = props;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label="Buscar"
        placeholder="Nome, email ou empresa"
        value={filters.search ?? ''}
        onChange={(event) => onFilters({ ...filters, search: event.target.value })}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) => onFilters({ ...filters, status: event.target.value as LeadStatus | '' })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {LEAD_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Origem"
        value={filters.source ?? ''}
        onChange={(event) => onFilters({ ...filters, source: event.target.value as LeadSource | '' })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {LEAD_SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {LEAD_SOURCE_LABELS[source]}
          </MenuItem>
        ))}
      </TextField>
      <Stack sx={{ flexGrow: 1 }} />
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
