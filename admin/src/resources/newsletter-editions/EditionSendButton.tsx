import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { EDITION_MESSAGES, editionSendProblems } from '@cvc/domain';
import { askEdition } from './editionCalls';
import type { EditionRecord } from './editionRecord';
import { SEND_MESSAGES } from '../../texts/newsletterEditions';
import { useEditionCall } from './useEditionCall';

/**
 * "Enviar": with the reasons it cannot go yet in view (and the button off), else the number of confirmed
 * subscribers counted now, confirmed by the member, then the send; the page then shows its progress.
 */
export function EditionSendButton({ edition }: { edition: EditionRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { run, busy, error, setError } = useEditionCall();
  const [recipients, setRecipients] = useState<number | null>(null);
  const problemsId = useId();
  const problems = editionSendProblems(edition);

  async function count() {
    const result = await run((provider) => askEdition(provider, edition.id, 'count'));
    if (!result) return;
    if (result.recipients === 0) setError(EDITION_MESSAGES.noRecipients);
    else setRecipients(result.recipients);
  }

  async function send() {
    setRecipients(null);
    const result = await run((provider) => askEdition(provider, edition.id, 'send'));
    if (!result) return;
    notify(SEND_MESSAGES.sendStarted, { type: 'success' });
    refresh();
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        startIcon={<SendIcon />}
        disabled={busy || problems.length > 0}
        aria-describedby={problems.length > 0 ? problemsId : undefined}
        onClick={() => void count()}
      >
        {SEND_MESSAGES.send}
      </Button>
      {problems.length > 0 && (
        <Box id={problemsId}>
          <Typography variant="body2">{SEND_MESSAGES.problems}</Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Typography>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Confirm
        isOpen={recipients !== null}
        title={SEND_MESSAGES.sendTitle}
        content={recipients === null ? '' : SEND_MESSAGES.sendQuestion(recipients)}
        confirm={SEND_MESSAGES.send}
        cancel={SEND_MESSAGES.cancel}
        loading={busy}
        onConfirm={() => void send()}
        onClose={() => setRecipients(null)}
      />
    </Stack>
  );
}
