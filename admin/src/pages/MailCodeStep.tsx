import { Alert, Box, Button, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FACTOR_CODE } from '@cvc/domain';
import { PlainTextField } from '../components/PlainTextField';
import { confirmFactor } from '../providers/secondFactor';
import { SECOND_FACTOR_MESSAGES as MSG } from '../texts/secondFactor';
import { mailCodeProblem } from './mailCodeOutcome';

export interface MailCodeStepProps {
  /** The factor is approved: the session now counts as staff. */
  onDone: () => Promise<void>;
  /** Back to the password, with what to say (a session that ended meanwhile). */
  onRestart: (notice?: string) => void;
}

const formSx = { display: 'grid', gap: 2, '& label.Mui-focused': { color: 'primary.dark' } } as const;
const textButtonSx = { color: 'primary.dark' } as const;

/**
 * After the SMS step: a factor counts only once the member also proves their mailbox. Asks the server at once;
 * an approved factor goes straight on, otherwise the server mails a code and this form takes it. A wrong code
 * keeps what was typed.
 */
export default function MailCodeStep({ onDone, onRestart }: MailCodeStepProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [checking, setChecking] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ text: string; codeError: boolean; info?: boolean } | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  function fail(error: unknown) {
    const problem = mailCodeProblem(error);
    if (problem.restart) return onRestart(problem.text);
    setNotice({ text: problem.text, codeError: problem.codeError });
  }

  // A send in flight ignores another press rather than disabling the button (see SecondFactorForm).
  const inFlight = useRef(false);
  async function ask(resend: boolean) {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    setNotice(null);
    try {
      const answer = await confirmFactor();
      if (answer.approved) return await onDone();
      setSentTo(answer.sentTo);
      if (resend) setNotice({ text: MSG.resent, codeError: false, info: true });
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      fail(error);
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  }

  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step first shows
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming) return;
    const code = String(new FormData(event.currentTarget).get('mailCode') ?? '').trim();
    if (!new RegExp(`^\\d{${FACTOR_CODE.digits}}$`).test(code)) {
      setNotice(mailCodeProblem({ code: 'functions/invalid-argument' }));
      return;
    }
    setConfirming(true);
    setNotice(null);
    try {
      await confirmFactor(code);
      await onDone();
    } catch (error) {
      fail(error);
      setConfirming(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {MSG.mailTitle}
      </Typography>
      <Typography variant="body2">{MSG.mailIntro}</Typography>
      <Typography variant="body2" role="status">
        {sentTo ? MSG.mailSent(sentTo) : checking ? MSG.mailSending : ''}
      </Typography>
      {notice && (
        <Alert
          severity={notice.info ? 'info' : 'error'}
          variant={notice.info ? 'standard' : 'filled'}
          role={notice.info ? 'status' : 'alert'}
        >
          {notice.text}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={formSx}>
        <PlainTextField
          id="mailCode"
          name="mailCode"
          autoComplete="one-time-code"
          inputMode="numeric"
          label={MSG.mailCode}
          error={notice?.codeError === true}
          inputRef={codeInput}
          required
        />
        <Button type="submit" variant="contained" disabled={confirming}>
          {confirming ? MSG.confirming : MSG.mailConfirm}
        </Button>
      </Box>
      <Button variant="text" sx={textButtonSx} onClick={() => void ask(true)}>
        {MSG.mailResend}
      </Button>
      <Button variant="text" sx={textButtonSx} onClick={() => onRestart()}>
        {MSG.back}
      </Button>
    </Box>
  );
}
