import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { EditionPreview as Preview } from '@cvc/domain';
import { askEdition } from './editionCalls';
import { LANGUAGE_NAMES } from '../../components/LanguageSelect';
import { SEND_MESSAGES } from '../../texts/newsletterEditions';
import { useEditionCall } from './useEditionCall';

/**
 * "Pré-visualizar": the saved edition's mail in each language as a subscriber gets it, the subject line and the
 * message in a sandboxed frame (no script, no form, no navigation of the console).
 */
export function EditionPreview({ id }: { id: string }) {
  const { run, busy, error } = useEditionCall();
  const [previews, setPreviews] = useState<Preview[] | null>(null);
  const [tab, setTab] = useState(0);
  const base = useId();

  async function open() {
    const result = await run((provider) => askEdition(provider, id, 'preview'));
    if (!result) return;
    setTab(0);
    setPreviews(result.previews);
  }

  return (
    <>
      <Button variant="outlined" startIcon={<VisibilityIcon />} disabled={busy} onClick={() => void open()}>
        {SEND_MESSAGES.preview}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      <Dialog
        open={previews !== null}
        onClose={() => setPreviews(null)}
        fullWidth
        maxWidth="md"
        aria-labelledby={`${base}-title`}
      >
        <DialogTitle id={`${base}-title`}>{SEND_MESSAGES.previewTitle}</DialogTitle>
        <DialogContent>
          <Tabs
            value={tab}
            onChange={(_, next: number) => setTab(next)}
            aria-label={SEND_MESSAGES.previewLanguages}
          >
            {previews?.map((preview, index) => (
              <Tab
                key={preview.language}
                label={LANGUAGE_NAMES[preview.language]}
                id={`${base}-tab-${index}`}
                aria-controls={`${base}-panel-${index}`}
              />
            ))}
          </Tabs>
          {previews?.map((preview, index) => (
            <div
              key={preview.language}
              role="tabpanel"
              id={`${base}-panel-${index}`}
              aria-labelledby={`${base}-tab-${index}`}
              hidden={tab !== index}
            >
              {tab === index && (
                <Box sx={{ pt: 2 }}>
                  <Typography sx={{ mb: 1 }}>
                    <strong>{SEND_MESSAGES.subjectLine}</strong> {preview.subject}
                  </Typography>
                  <Box
                    component="iframe"
                    title={SEND_MESSAGES.previewFrame(preview.language)}
                    srcDoc={preview.html}
                    sandbox=""
                    sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  />
                </Box>
              )}
            </div>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviews(null)}>{SEND_MESSAGES.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
