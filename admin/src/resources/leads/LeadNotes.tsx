import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CRM_MESSAGES } from '../../texts/crm';

/**
 * Notes of one lead: edited locally, saved on demand. The draft follows the stored value while untouched, so
 * a note saved in another tab shows up here through the live listener.
 */
export function LeadNotes(props: {
  leadName: string;
  value: string;
  onSave: (notes: string) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = draft ?? props.value;
  const dirty = draft !== null && draft !== props.value;

  async function save() {
    setSaving(true);
    if (await props.onSave(text)) setDraft(null);
    setSaving(false);
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 260 }}>
      <TextField
        multiline
        minRows={1}
        maxRows={4}
        size="small"
        fullWidth
        placeholder={CRM_MESSAGES.leadNotes}
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': CRM_MESSAGES.leadNotesOf(props.leadName), maxLength: 5000 } }}
      />
      <Button size="small" variant="outlined" disabled={!dirty || saving} onClick={save}>
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
}
