import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { EDITION_STATUS_LABELS, type EditionProgress, type EditionStatus } from '@cvc/domain';
import { askEdition, stillSending } from './editionCalls';
import { PROGRESS_MESSAGES } from '../../texts/newsletterEditions';
import { useEditionCall } from './useEditionCall';

/** How often an open page asks again while a send moves (each ask is a few count queries). */
const POLL_MS = 4_000;

const ROWS: [keyof EditionProgress, string][] = [
  ['queued', PROGRESS_MESSAGES.queued],
  ['sent', PROGRESS_MESSAGES.sent],
  ['failed', PROGRESS_MESSAGES.failed],
  ['unsubscribed_since', PROGRESS_MESSAGES.unsubscribedSince],
];

/**
 * The send's counts, asked of the function when the page opens and again every few seconds while the send
 * moves; the page's record is refreshed when the status changes. An interrupted send offers "Retomar envio".
 */
export function EditionProgressPanel({ id, status }: { id: string; status: EditionStatus }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const resumeCall = useEditionCall();
  const poll = useEditionCall();
  const [progress, setProgress] = useState<EditionProgress | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const result = await poll.run((provider) => askEdition(provider, id, 'progress'));
      if (stopped) return;
      if (result) {
        setProgress(result.progress);
        if (result.progress.status !== status) refresh();
      }
      // A failed ask is tried again while the send may still move.
      if (result ? stillSending(result.progress) : status === 'sending') timer = setTimeout(tick, POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // poll.run is a new function each render; the loop restarts only for another edition, status or resume.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, status, generation]);

  async function resume() {
    const result = await resumeCall.run((provider) => askEdition(provider, id, 'resume'));
    if (!result) return;
    setProgress(result.progress);
    notify(PROGRESS_MESSAGES.resumed, { type: 'success' });
    setGeneration((n) => n + 1);
    refresh();
  }

  const shownStatus = progress?.status ?? status;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h3" variant="subtitle1">
        {PROGRESS_MESSAGES.heading}: {EDITION_STATUS_LABELS[shownStatus]}
      </Typography>
      {progress ? (
        <Table size="small" sx={{ width: 'auto', '& caption': { captionSide: 'top', px: 0 } }}>
          <caption>{PROGRESS_MESSAGES.caption(progress.recipients)}</caption>
          <TableBody>
            {ROWS.map(([key, label]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{progress[key]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        !poll.error && <Typography variant="body2">{PROGRESS_MESSAGES.loading}</Typography>
      )}
      {poll.error && <Alert severity="error">{poll.error}</Alert>}
      {progress?.last_error && (
        <Typography variant="body2">
          {PROGRESS_MESSAGES.lastError} {progress.last_error}
        </Typography>
      )}
      {shownStatus === 'interrupted' && (
        <>
          <Typography variant="body2">{PROGRESS_MESSAGES.interrupted}</Typography>
          <Button
            variant="contained"
            startIcon={<ReplayIcon />}
            disabled={resumeCall.busy}
            onClick={() => void resume()}
          >
            {PROGRESS_MESSAGES.resume}
          </Button>
        </>
      )}
      {resumeCall.error && <Alert severity="error">{resumeCall.error}</Alert>}
    </Stack>
  );
}
