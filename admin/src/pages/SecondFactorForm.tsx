import { Alert, Box, Button, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { e164Phone } from '@cvc/domain';
import type { RecaptchaVerifier } from 'firebase/auth';
import { PlainTextField } from '../components/PlainTextField';
import type { SecondStepRequired } from '../providers/passwordStep';
import {
  confirmEnrolment,
  confirmSignInCode,
  phoneHintOf,
  sendEnrolmentCode,
  sendSignInCode,
  sendVerificationMail,
  smsVerifier,
} from '../providers/secondFactor';
import { SECOND_FACTOR_MESSAGES as MSG, SECOND_FACTOR_PROBLEMS } from '../texts/secondFactor';
import { secondFactorProblem, type SecondFactorProblem } from './secondFactorOutcome';
import MailCodeStep from './MailCodeStep';

// Texts are shared and know no screen: the screen checks that each of its problems has its words.
const PROBLEMS: Readonly<Record<SecondFactorProblem, string>> = SECOND_FACTOR_PROBLEMS;

export interface SecondFactorFormProps {
  step: SecondStepRequired['step'];
  /** The second step is done: the session now counts as staff. */
  onDone: () => Promise<void>;
  /** Back to the password (the pending sign-in expired, said in `notice`, or the member asked). */
  onRestart: (notice?: string) => void;
}

type Notice = { severity: 'error' | 'info'; text: string; problem?: SecondFactorProblem };

const formSx = { display: 'grid', gap: 2, '& label.Mui-focused': { color: 'primary.dark' } } as const;
// The theme's primary on a hovered text button's tint falls just under 4.5:1; the dark shade keeps AA.
const textButtonSx = { color: 'primary.dark' } as const;

/**
 * The step after a right password: the SMS code of the member's phone, or, at a first sign-in, the phone to
 * enrol and its code; then, for a factor the server has not approved yet, the code mailed to the member. A wrong code keeps the step and what was typed; an expired pending sign-in goes back to
 * the password. Lazy: its Auth code and texts load only for members who got this far.
 */
export default function SecondFactorForm({ step, onDone, onRestart }: SecondFactorFormProps) {
  const captcha = useRef<HTMLDivElement>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [phone, setPhone] = useState<string>(step.kind === 'code' ? phoneHintOf(step.resolver) : '');
  // Sending a code never disables the code form's buttons (a colour changing as the page settles is what a
  // screen reader or an audit would catch mid-way); a send in flight just ignores another press.
  const sending = useRef(false);
  const [sendingShown, setSendingShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The SMS step is done; the factor still has to be confirmed by the code mailed to the member.
  const [smsDone, setSmsDone] = useState(false);

  function theVerifier(): RecaptchaVerifier {
    verifier.current ??= smsVerifier(captcha.current!);
    return verifier.current;
  }
  function dropVerifier() {
    verifier.current?.clear();
    verifier.current = null;
  }
  useEffect(() => dropVerifier, []);

  function problem(kind: SecondFactorProblem): Notice {
    return { severity: 'error', text: PROBLEMS[kind], problem: kind };
  }
  function fail(error: unknown) {
    const { problem: kind, restart } = secondFactorProblem(error);
    if (restart) return onRestart(PROBLEMS[kind]);
    setNotice(problem(kind));
  }

  async function sendCode(resend = false, phoneNumber = phone) {
    if (sending.current) return;
    sending.current = true;
    setSendingShown(true);
    setNotice(null);
    try {
      const id =
        step.kind === 'code'
          ? await sendSignInCode(step.resolver, theVerifier())
          : await sendEnrolmentCode(phoneNumber, theVerifier());
      setVerificationId(id);
      if (resend) setNotice({ severity: 'info', text: MSG.resent });
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/unverified-email') {
        await sendVerificationMail().catch(() => undefined);
        setNotice({ severity: 'info', text: PROBLEMS.unverifiedEmail });
      } else fail(error);
      dropVerifier();
    } finally {
      sending.current = false;
      setSendingShown(false);
    }
  }

  // Signing in: the code goes to the enrolled phone as soon as the step shows.
  const sentOnce = useRef(false);
  useEffect(() => {
    if (step.kind !== 'code' || sentOnce.current) return;
    sentOnce.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step first shows
  }, []);

  async function submitPhone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const e164 = e164Phone(String(new FormData(event.currentTarget).get('phone') ?? ''));
    if (!e164) {
      setNotice(problem('invalidPhone'));
      return;
    }
    setPhone(e164);
    await sendCode(false, e164);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!verificationId || confirming) return;
    if (!/^\d{6}$/.test(code)) {
      setNotice(problem('wrongCode'));
      return;
    }
    setConfirming(true);
    setNotice(null);
    try {
      if (step.kind === 'code') await confirmSignInCode(step.resolver, verificationId, code);
      else await confirmEnrolment(verificationId, code);
      dropVerifier();
      setSmsDone(true);
    } catch (error) {
      fail(error);
      setConfirming(false);
    }
  }

  if (smsDone) return <MailCodeStep onDone={onDone} onRestart={onRestart} />;

  const choosingPhone = step.kind === 'enrol' && !verificationId;
  const codeError = notice?.problem === 'wrongCode' || notice?.problem === 'codeExpired';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {step.kind === 'code' ? MSG.codeTitle : MSG.enrolTitle}
      </Typography>
      {step.kind === 'enrol' && <Typography variant="body2">{MSG.enrolIntro}</Typography>}
      {verificationId ? (
        <Typography variant="body2" role="status">
          {step.kind === 'code' ? MSG.codeSent(phone) : MSG.enrolCodeSent(phone)}
        </Typography>
      ) : (
        sendingShown && (
          <Typography variant="body2" role="status">
            {MSG.sending}
          </Typography>
        )
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          variant={notice.severity === 'error' ? 'filled' : 'standard'}
          role={notice.severity === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      {choosingPhone ? (
        // Keyed apart: otherwise React would keep the phone's input, typed number included, as the code's.
        <Box key="phone" component="form" noValidate onSubmit={submitPhone} sx={formSx}>
          <PlainTextField
            id="phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            label={MSG.phone}
            describedBy="phone-help"
            error={notice?.problem === 'invalidPhone'}
            required
            autoFocus
          />
          <Typography id="phone-help" variant="caption" sx={{ mt: -1.5, mx: 1.75, color: 'text.secondary' }}>
            {MSG.phoneHelp}
          </Typography>
          <Button type="submit" variant="contained" disabled={sendingShown}>
            {MSG.sendCode}
          </Button>
        </Box>
      ) : (
        <Box key="code" component="form" noValidate onSubmit={submitCode} sx={formSx}>
          <PlainTextField
            id="code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            label={MSG.code}
            error={codeError}
            inputRef={codeInput}
            required
          />
          <Button type="submit" variant="contained" disabled={confirming}>
            {confirming ? MSG.confirming : step.kind === 'code' ? MSG.confirm : MSG.enrol}
          </Button>
        </Box>
      )}
      {verificationId && (
        <Button variant="text" sx={textButtonSx} onClick={() => void sendCode(true)}>
          {MSG.resend}
        </Button>
      )}
      <Button variant="text" sx={textButtonSx} onClick={() => onRestart()}>
        {MSG.back}
      </Button>
      {/* Identity Platform's invisible reCAPTCHA, asked of every SMS sent (a stand-in on the emulators). */}
      <div ref={captcha} />
    </Box>
  );
}
