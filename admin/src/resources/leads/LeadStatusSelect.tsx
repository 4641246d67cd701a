import { MenuItem, TextField } from '@mui/material';
import { LEAD_STATUSES, LEAD_STATUS_COLORS, LEAD_STATUS_LABELS } from '@cvc/domain';
import type { LeadStatus } from '@cvc/domain';
import { BADGE_TONES } from './statusBadge';
import { CRM_MESSAGES } from '../../texts/crm';

/** The per-lead status dropdown, drawn as the status badge in its SPEC §4 colour. */
export function LeadStatusSelect(props: {
  leadName: string;
  value: LeadStatus;
  disabled?: boolean;
  onChange: (status: LeadStatus) => void;
}) {
  const tone = BADGE_TONES[LEAD_STATUS_COLORS[props.value] ?? 'gray'];
  return (
    <TextField
      select
      size="small"
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as LeadStatus)}
      slotProps={{
        select: {
          SelectDisplayProps: {
            'aria-label': CRM_MESSAGES.leadStatusOf(props.leadName),
          },
        },
      }}
      sx={{
        minWidth: 140,
        '& .MuiInputBase-root': { bgcolor: tone.bg, color: tone.fg, fontWeight: 600, borderRadius: 999 },
        '& fieldset': { border: 'none' },
      }}
    >
      {LEAD_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
