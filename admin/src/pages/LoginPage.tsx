import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { type FormEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PlainTextField } from '../components/PlainTextField';
import { sendPasswordReset } from '../providers/passwordReset';
import { clearSignOutReason, peekSignOutReason } from '../providers/signOutReason';
import { PasswordResetForm } from './PasswordResetForm';
import { looksLikeEmail } from './passwordResetOutcome';
import type { SecondStepRequired } from '../providers/passwordStep';

// The SMS step's Auth code loads only for members whose password was right.
const SecondFactorForm = lazy(() => import('./SecondFactorForm'));

/**
 * SPEC §2 sign-in: Login (plain text) and Senha, Entrar reading Entrando... while busy, and one red box for
 * every failure, whatever the cause, so the page never tells which of the two was wrong. A member the console
 * signed out by itself (access removed, session ended) is told why, once, until they try again. "Esqueci minha
 * senha" swaps the form for the password reset request. A right password leads to the second step: the SMS
 * code, or the enrolment of a phone at a first sign-in; the console opens only after it.
 */
export function LoginPage({
  sendReset = sendPasswordReset,
}: {
  sendReset?: (email: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const login = useLogin();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [signedOutBecause, setSignedOutBecause] = useState(peekSignOutReason);
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const loginInput = useRef<HTMLInputElement>(null);
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepRequired['step'] | null>(null);
  const [typedLogin, setTypedLogin] = useState('');
  const [restartNotice, setRestartNotice] = useState<string | null>(null);

  // Said once: a reload of the login page no longer shows it.
  useEffect(clearSignOutReason, []);

  // Focused after the first paint, not by autoFocus: focus() in the commit forces the style and layout of the
  // whole page inside the same task as the render, the longest task before the form is usable.
  // Also on coming back from the password reset, as autoFocus did.
  const showsLogin = resetEmail === null && secondStep === null;
  useEffect(() => {
    if (!showsLogin) return;
    let timer: ReturnType<typeof setTimeout>;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.activeElement === document.body) loginInput.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [showsLogin]);

  // Someone already signed in who opens /admin/login goes straight to the console. Anyone else gets the Auth
  // SDK fetched now, after the form is usable, so Entrar does not wait for it.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => import('../providers/firebaseApp').catch(() => undefined));
  }, [checkAuth, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailed(false);
    setSignedOutBecause(null);
    setRestartNotice(null);
    setTypedLogin(String(form.get('login') ?? ''));
    try {
      await login({
        username: String(form.get('login') ?? ''),
        password: String(form.get('password') ?? ''),
      });
    } catch (error) {
      // A SecondStepRequired (its class loads with the password step, not with this page).
      if (error instanceof Error && 'step' in error) setSecondStep((error as SecondStepRequired).step);
      else setFailed(true);
      setBusy(false);
    }
  }

  async function secondStepDone() {
    try {
      await login({ secondStepDone: true });
    } catch {
      setSecondStep(null);
      setFailed(true);
    }
  }

  /** Back to the password, saying why when the step gives a reason (its texts load with it). */
  async function restart(notice?: string) {
    setSecondStep(null);
    setRestartNotice(notice ?? null);
    // The pending sign-in (or the password-only session of an enrolment) is dropped; the login stays typed.
    await import('../providers/firebaseApp')
      .then(async ({ auth }) => (await import('firebase/auth')).signOut(auth))
      .catch(() => undefined);
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 380 }}>
        {secondStep !== null ? (
          <CardContent>
            <Suspense fallback={<Typography role="status">{translate('ra.page.loading')}</Typography>}>
              <SecondFactorForm step={secondStep} onDone={secondStepDone} onRestart={restart} />
            </Suspense>
          </CardContent>
        ) : resetEmail !== null ? (
          <CardContent>
            <PasswordResetForm
              initialEmail={resetEmail}
              sendReset={sendReset}
              onBack={() => setResetEmail(null)}
            />
          </CardContent>
        ) : (
          <CardContent
            component="form"
            onSubmit={submit}
            sx={{ display: 'grid', gap: 2, '& label.Mui-focused': { color: 'primary.dark' } }}
          >
            <Typography variant="h5" component="h1">
              {translate('cvc.welcome')}
            </Typography>
            {signedOutBecause && (
              <Alert severity="warning" role="alert">
                {translate(`cvc.login.${signedOutBecause}`)}
              </Alert>
            )}
            {failed && (
              <Alert severity="error" variant="filled" role="alert">
                {translate('cvc.login.failed')}
              </Alert>
            )}
            {restartNotice && (
              <Alert severity="warning" role="alert">
                {restartNotice}
              </Alert>
            )}
            <PlainTextField
              id="login"
              name="login"
              label={translate('cvc.login.login')}
              required
              autoComplete="username"
              defaultValue={typedLogin}
              inputRef={loginInput}
            />
            <PlainTextField
              id="password"
              name="password"
              type="password"
              label={translate('cvc.login.password')}
              required
              autoComplete="current-password"
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(busy ? 'cvc.login.submitting' : 'cvc.login.submit')}
            </Button>
            <Button
              variant="text"
              onClick={() => {
                const typed = loginInput.current?.value.trim() ?? '';
                setResetEmail(looksLikeEmail(typed) ? typed : '');
              }}
            >
              {translate('cvc.login.forgot')}
            </Button>
          </CardContent>
        )}
      </Card>
    </Box>
  );
}
