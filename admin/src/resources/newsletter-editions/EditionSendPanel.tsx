import { Box, Divider, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EditionPreview } from './EditionPreview';
import { EditionProgressPanel } from './EditionProgressPanel';
import { EditionSendButton } from './EditionSendButton';
import { EditionTestMail } from './EditionTestMail';
import { isDraft, type EditionRecord } from './editionRecord';
import { SEND_MESSAGES } from '../../texts/newsletterEditions';

/**
 * Below the edition: its preview for everyone; for a draft the test mail and the send, for the rest the
 * progress of its send. Every action works on the saved edition.
 */
export function EditionSendPanel() {
  const edition = useRecordContext<EditionRecord>();
  if (!edition) return null;
  return (
    <Box component="section" aria-labelledby="edition-send-heading" sx={{ p: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="edition-send-heading" component="h2" variant="h6">
        {SEND_MESSAGES.heading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {SEND_MESSAGES.savedOnly}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <EditionPreview id={edition.id} />
        {isDraft(edition) ? (
          <>
            <EditionTestMail id={edition.id} />
            <EditionSendButton edition={edition} />
          </>
        ) : (
          <EditionProgressPanel id={edition.id} status={edition.status!} />
        )}
      </Stack>
    </Box>
  );
}
