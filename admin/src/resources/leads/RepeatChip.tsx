import { Chip } from '@mui/material';
import type { Lead } from '@cvc/domain';
import { CRM_MESSAGES } from '../../texts/crm';

/** Marks a lead the functions found to repeat an earlier one (same e-mail and source within 24 h). */
export function RepeatChip({ lead }: { lead: Pick<Lead, 'repeat_of'> }) {
  if (!lead.repeat_of) return null;
  return (
    <Chip
      label={CRM_MESSAGES.leadRepeat}
      size="small"
      variant="outlined"
      title={CRM_MESSAGES.leadRepeatHint}
      sx={{ ml: 1 }}
    />
  );
}
