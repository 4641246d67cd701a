import { Chip } from '@mui/material';
import type { Lead } from '@cvc/domain';

/** Marks a lead the functions found to repeat an earlier one (same e-mail and source within 24 h). */
export function RepeatChip({ lead }: { lead: Pick<Lead, 'repeat_of'> }) {
  if (!lead.repeat_of) return null;
  return (
    <Chip
      label="Repetido"
      size="small"
      variant="outlined"
      title="Mesmo e-mail e origem de um lead enviado nas 24 horas anteriores; não foi anunciado de novo."
      sx={{ ml: 1 }}
    />
  );
}
