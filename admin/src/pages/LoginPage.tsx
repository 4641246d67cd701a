import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PlainTextField } from '../components/PlainTextField';
import { sendPasswordReset } from '../providers/passwordReset';
import { clearSignOutReason, peekSignOutReason } from '../providers/signOutReason';
import { PasswordResetForm } from './PasswordResetForm';
import { looksLikeEmail } from './passwordResetOutcome';

/**
 * SPEC §2 sign-in: Login (plain text) and Senha, Entrar reading Entrando... while busy, and one red box for
 * every failure, whatever the cause, so the page never tells which of the two was wrong. A member the console
 * signed out by itself (access removed, session ended) is told why, once, until they try again. "Esqueci minha
 * senha" swaps the form for the password reset request.
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

  // Said once: a reload of the login page no longer shows it.
  useEffect(clearSignOutReason, []);

  // Focused after the first paint, not by autoFocus: focus() in the commit forces the style and layout of the
  // whole page inside the same task as the render, the longest task before the form is usable.
  // Also on coming back from the password reset, as autoFocus did.
  const showsLogin = resetEmail === null;
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
    try {
      await login({
        username: String(form.get('login') ?? ''),
        password: String(form.get('password') ?? ''),
      });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 380 }}>
        {resetEmail !== null ? (
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
            <PlainTextField
              id="login"
              name="login"
              label={translate('cvc.login.login')}
              required
              autoComplete="username"
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
